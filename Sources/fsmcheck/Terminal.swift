import Foundation

/// Where output goes and whether it may be coloured.
enum Terminal {
    /// Colour only for a person at a terminal, and never when `NO_COLOR` is set (no-color.org).
    static var standardOutputSupportsColor: Bool { supportsColor(STDOUT_FILENO) }

    static var standardErrorSupportsColor: Bool { supportsColor(STDERR_FILENO) }

    private static func supportsColor(_ descriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(descriptor) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
