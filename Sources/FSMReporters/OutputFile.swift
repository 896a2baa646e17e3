import Foundation

/// Writes a report or baseline whole or not at all.
///
/// The text goes to a temporary file beside the destination, which is then renamed over it
/// (`Data.WritingOptions.atomic`): a run that is interrupted, or a disk that fills up, leaves the
/// previous file intact instead of half a SARIF log that code scanning would reject.
public enum OutputFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    public static func write(_ text: String, to path: String) throws(WriteError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WriteError(description: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
