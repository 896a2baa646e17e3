import FSMDiagnostics
import FSMModel

/// Recognises the other `.sm` notation, SourceForge SMC's (`%class`, `%start`, `%map … %%`), which
/// fsmcheck does not read.
///
/// Both tools call their files `.sm`, so a project may hold either. Uncle Bob's SMC has no use for
/// `%`, so a line that begins with one of SourceForge's directives settles which notation a file
/// is written in, wherever it stands: its `%{ … %}` code block and `/* */` comments may come first.
enum SourceForgeNotation {
    /// The directives of SourceForge SMC's header and the `%%` that brackets its states.
    static let directives = [
        "%%", "%{", "%class", "%fsmclass", "%fsmfile", "%start", "%map", "%package", "%header", "%include", "%import", "%declare",
        "%access",
    ]

    /// The first directive that begins a line (after blanks), and where it stands.
    static func firstDirective(in file: SourceFile) -> (directive: String, location: SourceLocation)? {
        var cursor = SourceCursor(text: file.text, file: file.path)
        var atLineStart = true
        while let character = cursor.current {
            if atLineStart, character == "%", let directive = directive(at: cursor.rest) {
                return (directive, cursor.location)
            }
            if character.isNewline {
                atLineStart = true
            } else if character != " " && character != "\t" {
                atLineStart = false
            }
            cursor.advance()
        }
        return nil
    }

    /// The directive `text` starts with, when the word does not go on (`%classes` is none).
    private static func directive(at text: Substring) -> String? {
        directives.first { directive in
            guard text.hasPrefix(directive) else { return false }
            guard directive.last?.isLetter == true, let next = text.dropFirst(directive.count).first else { return true }
            return !(next.isLetter || next.isNumber || next == "_")
        }
    }

    /// The note that stands for the whole file.
    static func note(for file: SourceFile) -> Diagnostic? {
        guard let (directive, location) = firstDirective(in: file) else { return nil }
        let rule = CommonRules.unsupportedFormat
        return rule.diagnostic(
            "`\(directive)` marks SourceForge SMC's notation (`%class`, `%start`, `%map … %%`), which fsmcheck does not read: nothing in this file was checked",
            at: location,
            hint:
                "fsmcheck reads Uncle Bob's SMC (`FSM:`, `Initial:`, `{ State Event Next Action }`); exclude this file in .fsmcheck.yml to drop this note"
        )
    }
}
