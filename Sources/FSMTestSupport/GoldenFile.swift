import Foundation
import Testing

/// Compares generated text with a checked-in file beside the tests that use it, so a change in
/// output is a visible diff in review; `FSMCHECK_RECORD=1` rewrites the files instead, for a
/// change that is meant.
///
/// One implementation for every test target (this target is linked by tests only).
public enum GoldenFile {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["FSMCHECK_RECORD"] == "1" }

    /// The folder `name` beside the test file that calls this.
    public static func directory(beside filePath: String = #filePath, named name: String = "Golden") -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(name)
    }

    public static func check(
        _ actual: String,
        against name: String,
        in directory: URL,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run the tests with FSMCHECK_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
            let detail =
                firstDifference.map { "line \($0.offset + 1):\n  actual:   \($0.element.0)\n  expected: \($0.element.1)" } ?? "lengths differ"
            Issue.record(
                "\(name) differs from its golden file (FSMCHECK_RECORD=1 re-records); first difference at \(detail)", sourceLocation: sourceLocation)
        }
    }
}
