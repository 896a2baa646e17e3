import FSMExporters
import Foundation
import Testing

/// Every PlantUML export, drawn by PlantUML itself (Debian's, 1.2020): one run for all of them,
/// since the JVM starts slowly. PlantUML exits non-zero when any diagram has an error, and draws
/// that diagram as an error picture instead; every state's box must show its name.
@Suite struct PlantUMLRenderTests {
    @Test func everyExportRendersWithEveryStateTitled() throws {
        ExportCorpus.expectComplete()
        let plantUML = try ConsumerTool.executable("plantuml", debianPackage: "plantuml")
        let folder = try TemporaryFolder()
        let entries = ExportCorpus.entries
        let files = try entries.map { try folder.write(MachineExporter.export($0.machine, as: .plantuml), to: "in/\($0.fileName).puml").path }
        let output = folder.url.appendingPathComponent("out")
        let run = try ConsumerTool.run(plantUML, ["-tsvg", "-o", output.path] + files, in: folder)
        var failures: [String] = []
        for entry in entries {
            guard let svg = try? String(contentsOf: output.appendingPathComponent("\(entry.fileName).svg"), encoding: .utf8) else {
                failures.append("\(entry.fileName).puml: no picture")
                continue
            }
            // An error picture starts with `[From file (line n) ]`, quotes the source up to the
            // error, then says what it is (`Syntax Error?`, or a sentence).
            let texts = Self.texts(of: svg)
            if texts.contains(where: { $0.hasPrefix("[From ") || $0.contains("Syntax Error") }) {
                failures.append("\(entry.fileName).puml: \(texts.suffix(2).joined(separator: " | "))")
                continue
            }
            let drawn = Set(texts)
            let untitled = ExportCorpus.expectedTitles(of: entry.machine).filter { !drawn.contains($0) }
            if !untitled.isEmpty { failures.append("\(entry.fileName).puml: no box titled \(untitled.map { "`\($0)`" }.joined(separator: ", "))") }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(entries.count) PlantUML diagrams fail:\n\(failures.joined(separator: "\n"))")
        #expect(run.status == 0, "plantuml exited with \(run.status): \(run.errors.suffix(2_000))")
    }

    /// The text elements of an SVG picture, XML entities decoded.
    private static func texts(of svg: String) -> [String] {
        svg.components(separatedBy: "<text").dropFirst().compactMap { element in
            guard let start = element.firstIndex(of: ">"), let end = element.range(of: "</text>") else { return nil }
            return String(element[element.index(after: start)..<end.lowerBound])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(
                    of: "&amp;", with: "&")
        }
    }
}
