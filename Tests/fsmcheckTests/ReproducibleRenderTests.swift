import Foundation
import Testing

/// The same machine drawn twice, in two runs of `fsmcheck render`, gives the same bytes in every
/// format, whatever the time and the time zone.
@Suite struct ReproducibleRenderTests {
    static let formats = ["svg", "png", "pdf"]

    static func render(into folder: TemporaryFolder, named name: String, timeZone: String) throws -> [String: Data] {
        let output = folder.url.appendingPathComponent(name)
        let outcome = try BinaryRunner.run(
            ["render", "Specs/broken.fsm"] + formats.map { "--\($0)" } + ["-o", output.path],
            environment: ["TZ": timeZone]
        )
        #expect(outcome.status == 0, "\(outcome.standardError)")
        var files: [String: Data] = [:]
        for format in formats {
            files[format] = try Data(contentsOf: output.appendingPathComponent("CoffeeMachine.\(format)"))
        }
        return files
    }

    /// The second run starts in another second of the clock (cairo stamps PDFs to the second) and
    /// in another time zone.
    @Test func twoRunsWriteIdenticalFiles() throws {
        let folder = try TemporaryFolder()
        let first = try Self.render(into: folder, named: "first", timeZone: "UTC")
        let second = Int(Date().timeIntervalSince1970) + 1
        while Date().timeIntervalSince1970 < Double(second) { usleep(10_000) }
        let again = try Self.render(into: folder, named: "again", timeZone: "Asia/Kolkata")
        for format in Self.formats {
            #expect(first[format] != nil && first[format] == again[format], "\(format) differs between runs")
        }
    }

    /// The creation date is blanked out in place, so the PDF's cross-reference table still gives
    /// every object's offset.
    @Test func pdfStaysWellFormed() throws {
        let pdf = try #require(try Self.render(into: TemporaryFolder(), named: "pdf", timeZone: "UTC")["pdf"])
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(!text.contains("/CreationDate") && !text.contains("/ModDate"))
        #expect(text.contains("/Producer (cairo"), "the rest of the document information stays")
        let bytes = [UInt8](pdf)
        let startxref = try #require(text.ranges(of: "startxref\n").last)
        let tableOffset = try #require(Int(text[startxref.upperBound...].prefix { $0.isNumber }))
        let table = String(decoding: bytes[tableOffset...], as: UTF8.self).split(separator: "\n")
        #expect(table.first == "xref")
        let header = try #require(table.dropFirst().first?.split(separator: " ").compactMap { Int($0) })
        #expect(header.count == 2 && header[0] == 0)
        for (object, entry) in table.dropFirst(2).prefix(header[1]).enumerated() where entry.hasSuffix(" n") || entry.hasSuffix(" n ") {
            let offset = try #require(Int(entry.prefix(10)))
            let start = String(decoding: bytes[offset..<min(offset + 20, bytes.count)], as: UTF8.self)
            #expect(start.hasPrefix("\(object) 0 obj"), "object \(object) is not at \(offset)")
        }
    }
}
