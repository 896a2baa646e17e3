import Foundation

/// The fenced blocks of a Markdown document, each with the comment written just before it that
/// says how `DocumentationTests` keeps it true:
///
/// - `<!-- input: NAME -->`: a file the document's later commands read, written under NAME;
/// - `<!-- example: NAME -->`: the same, and it must load without a loader diagnostic;
/// - `<!-- output: fsmcheck ARGUMENTS | exit STATUS -->`: what that command prints, or an excerpt
///   of it (whole diagnostics with their notes and hint, in any order), and its exit status. It
///   runs in a folder holding the document's inputs so far, or in the package's root when there
///   are none;
/// - `<!-- commands -->`: `fsmcheck` command lines, each subcommand and option of which must exist.
struct MarkdownExamples {
    enum Marker: Equatable {
        case input(name: String)
        case example(name: String)
        case output(arguments: [String], status: Int32)
        case commands
    }

    struct Block {
        var marker: Marker?
        var text: String
        /// 1-based line of the opening fence, for messages.
        var line: Int

        /// The lines that start a diagnostic in fsmcheck's human format (`file:1:2: error: …`).
        var quotesDiagnostics: Bool {
            text.split(separator: "\n").contains { MarkdownExamples.startsDiagnostic($0) }
        }

        /// Every line is an `fsmcheck` command.
        var isCommandList: Bool {
            let lines = text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
            return !lines.isEmpty && lines.allSatisfy { $0.hasPrefix("fsmcheck ") }
        }
    }

    enum MarkerError: Error, CustomStringConvertible {
        case unreadable(String, line: Int)

        var description: String {
            switch self {
            case .unreadable(let comment, let line): "line \(line): cannot read the marker `\(comment)`"
            }
        }
    }

    let blocks: [Block]

    init(markdown: String) throws {
        var blocks: [Block] = []
        var pending: Marker?
        var open: Block?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = open {
                if line.hasPrefix("```") {
                    blocks.append(block)
                    open = nil
                } else {
                    block.text += line + "\n"
                    open = block
                }
            } else if line.hasPrefix("```") {
                open = Block(marker: pending, text: "", line: index + 1)
                pending = nil
            } else if line.hasPrefix("<!--") {
                pending = try Self.marker(String(line), line: index + 1)
            } else if !line.allSatisfy(\.isWhitespace) {
                pending = nil
            }
        }
        self.blocks = blocks
    }

    /// A comment that is not one of the markers is ordinary Markdown and marks nothing.
    private static func marker(_ comment: String, line: Int) throws -> Marker? {
        guard comment.hasPrefix("<!-- "), comment.hasSuffix(" -->") else { return nil }
        let body = comment.dropFirst(5).dropLast(4).trimmingCharacters(in: .whitespaces)
        if body == "commands" { return .commands }
        guard let colon = body.firstIndex(of: ":") else { return nil }
        let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch body[..<colon] {
        case "input": return .input(name: value)
        case "example": return .example(name: value)
        case "output":
            let parts = value.components(separatedBy: " | exit ")
            let words = parts[0].split(separator: " ").map(String.init)
            guard parts.count == 2, words.first == "fsmcheck", let status = Int32(parts[1]) else {
                throw MarkerError.unreadable(comment, line: line)
            }
            return .output(arguments: Array(words.dropFirst()), status: status)
        default: return nil
        }
    }

    static func startsDiagnostic(_ line: Substring) -> Bool {
        line.range(of: #"^\S+:\d+:\d+: (error|warning|note): "#, options: .regularExpression) != nil
    }

    /// The quoted output cut into what must appear whole in the real output: each error or warning
    /// with the lines under it (source, caret, notes, hint), and any other line on its own.
    static func excerpts(of quoted: String) -> [String] {
        var excerpts: [[Substring]] = []
        for line in quoted.split(separator: "\n") {
            let continues = line.hasPrefix(" ") || (startsDiagnostic(line) && line.contains(": note: "))
            if continues, !excerpts.isEmpty {
                excerpts[excerpts.count - 1].append(line)
            } else {
                excerpts.append([line])
            }
        }
        return excerpts.map { $0.joined(separator: "\n") }
    }

    /// The options a command line names (`--format`, `-o`), without their values or `-` (stdout).
    static func options(in commandLine: Substring) -> (subcommand: String, options: [String]) {
        let command = commandLine.components(separatedBy: "  #")[0]
        let words = command.split(separator: " ").map(String.init)
        let options = words.dropFirst(2).filter { $0.hasPrefix("-") && $0 != "-" }.map { $0.components(separatedBy: "=")[0] }
        return (words.count > 1 ? words[1] : "", options)
    }
}
