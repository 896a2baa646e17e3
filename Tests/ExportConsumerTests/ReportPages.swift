import FSMDiagnostics
import FSMDiff
import FSMExporters
import FSMGraphviz
import FSMModel
import FSMPipeline
import Foundation
import Testing

/// The HTML pages the browser tests open, built as `fsmcheck report` and `fsmcheck diff --format
/// html` build them (the diagrams drawn in this process rather than in render workers): the
/// report of `Specs/` and of `ReportFixtures/` (names that are markup), and the diff of
/// `DiffFixtures/old` and `new`.
enum ReportPages {
    static let root = ExportCorpus.packageRoot
    static let reportFolders = ["Specs", "Tests/ExportConsumerTests/ReportFixtures"]
    static let paths = RelativePaths(workingDirectory: root.path)

    static func reportWorkspace(folders: [String] = reportFolders) throws -> Workspace {
        try Workspace.load(paths: folders.map { root.appendingPathComponent($0).path })
    }

    static func report(of workspace: Workspace) -> String {
        workspace.htmlReport(paths: paths, draw: GraphvizRenderer.drawing).report.html
    }

    static func diff() throws -> DiffComparison {
        let folder = root.appendingPathComponent("Tests/ExportConsumerTests/DiffFixtures")
        return try DiffComparison.load(
            old: folder.appendingPathComponent("old").path, new: folder.appendingPathComponent("new").path, configuration: .standard
        )
    }

    static func diffPage() throws -> String {
        try diff().html(draw: GraphvizRenderer.drawing).page
    }

    /// Chromium's arguments for every run: headless, its profile in `folder`, every console
    /// message logged on standard error (`consoleMessages`).
    static func chromiumArguments(in folder: TemporaryFolder) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--user-data-dir=\(folder.url.appendingPathComponent("profile").path)", "--enable-logging=stderr", "--v=1",
        ]
    }

    /// What the page said on its console (messages, uncaught errors, refused requests), from
    /// Chromium's log.
    static func consoleMessages(in log: String) -> [String] {
        log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
    }

    /// `html` with `first` run before anything of the page's own and `last` after it.
    static func injecting(into html: String, first: String = "", last: String) throws -> String {
        guard let head = html.range(of: "<head>\n"), let end = html.range(of: "</body>", options: .backwards) else {
            throw ConsumerTool.Missing(description: "the page has no <head> or no </body>")
        }
        let early = first.isEmpty ? "" : "<script>\n\(first)\n</script>\n"
        return String(html[..<head.upperBound]) + early + String(html[head.upperBound..<end.lowerBound])
            + "<script>\n\(last)\n</script>\n" + String(html[end.lowerBound...])
    }

    /// Where the tests keep what they draw for people to look at (CI artefacts): `.build/artifacts/`.
    static func artifact(_ name: String) throws -> URL {
        let folder = root.appendingPathComponent(".build/artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    /// The width and height a PNG file declares in its header, nil when it is not a PNG.
    static func pngSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        let number = { (offset: Int) in bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// Takes a screenshot of `html` (after `staging` has run in it) into the artefact `name`,
    /// and checks that the page said nothing on its console and that the picture was taken.
    static func screenshot(
        _ html: String, staging: String, name: String, width: Int, height: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let chromium = try ConsumerTool.executable("chromium", debianPackage: "chromium")
        let folder = try TemporaryFolder()
        let page = try folder.write(try injecting(into: html, last: staging), to: "page.html")
        let picture = try artifact(name)
        try? FileManager.default.removeItem(at: picture)
        let run = try ConsumerTool.run(
            chromium,
            chromiumArguments(in: folder) + [
                "--window-size=\(width),\(height)", "--screenshot=\(picture.path)", page.absoluteString,
            ], in: folder)
        #expect(run.status == 0, "chromium failed: \(run.errors.suffix(2_000))", sourceLocation: sourceLocation)
        #expect(
            consoleMessages(in: run.errors).isEmpty, "the page logged:\n\(consoleMessages(in: run.errors).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        let data = try Data(contentsOf: picture)
        let size = pngSize(of: data)
        #expect(size?.width == width && size?.height == height, "\(picture.path) is not a \(width)×\(height) PNG", sourceLocation: sourceLocation)
        // A blank page compresses to a few kilobytes; a drawn one takes far more.
        #expect(data.count > 30_000, "\(picture.path) is \(data.count) bytes: is the page blank?", sourceLocation: sourceLocation)
    }
}
