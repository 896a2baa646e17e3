import Foundation
import Testing

/// Compares output with a checked-in file in `Golden/` beside the tests; `FSMCHECK_RECORD=1`
/// rewrites the file instead, for a change that is meant.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ actual: String, against name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let file = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FSMCHECK_RECORD"] == "1" {
            try Data(actual.utf8).write(to: file)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden file \(name); run the tests with FSMCHECK_RECORD=1 to record it", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "output differs from Golden/\(name); rerun with FSMCHECK_RECORD=1 if the change is intended", sourceLocation: sourceLocation)
    }
}
