import Foundation

/// Where output goes and whether it may be coloured.
enum Terminal {
    /// Colour only for a person at a terminal, and never when `NO_COLOR` is set (no-color.org).
    static var standardOutputSupportsColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
