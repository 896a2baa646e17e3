import Foundation
import Testing

/// Compares text with a checked-in file beside the tests; `FSMCHECK_RECORD=1` rewrites the file.
///
/// Reusable by any test target: pass the directory holding the golden files, usually derived
/// from `#filePath` with `GoldenFile.directory(beside:)`.
enum GoldenFile {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["FSMCHECK_RECORD"] == "1" }

    static func directory(beside filePath: String = #filePath, named name: String = "Golden") -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(name)
    }

    static func check(_ actual: String, against name: String, in directory: URL = directory(), sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run the tests with FSMCHECK_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let firstDifference = zip(actual.split(separator: "\n", omittingEmptySubsequences: false), expected.split(separator: "\n", omittingEmptySubsequences: false))
                .enumerated().first { $0.element.0 != $0.element.1 }
            let detail = firstDifference.map { "line \($0.offset + 1):\n  actual:   \($0.element.0)\n  expected: \($0.element.1)" } ?? "lengths differ"
            Issue.record("\(name) differs from its golden file (FSMCHECK_RECORD=1 re-records); first difference at \(detail)", sourceLocation: sourceLocation)
        }
    }
}
