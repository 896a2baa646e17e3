import FSMDiagnostics
import FSMModel

/// `// fsmcheck: never: shipped` on a Swift machine's declaration: Swift has no place for
/// properties, so a team writes them where it declares the machine, in the comment grammar of
/// `// fsmcheck: final` and `// fsmcheck:disable-next-line` (`fsmcheck:` and a word; here the
/// word is a pattern and the rest of the line is `PropertyText`).
///
/// A comment counts when it ends the line where the machine is declared (its storage or its
/// table, as the dialect locates it), the line of the enum that declares its states, or a line a
/// dialect names besides (SwiftFSM's FSM variable), or stands in the block of comments and
/// attributes right above one of them.
enum PropertyComments {
    static let invalidPropertyRuleID = "invalid-property"

    static func attach(to machines: inout [Machine], files: [SourceFile]) -> [Diagnostic] {
        let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        var problems: [Diagnostic] = []
        var linesByFile: [String: TextLines] = [:]
        for index in machines.indices {
            let file = machines[index].location.file
            guard let text = texts[file] else { continue }
            let lines = linesByFile[file] ?? TextLines(text)
            linesByFile[file] = lines
            var anchors = [machines[index].location.line]
            if let first = machines[index].states.first(where: { $0.location.file == file && $0.location.line >= 1 }),
                let enumLine = (1...first.location.line).reversed().first(where: { lines[$0]?.contains("enum ") == true })
            {
                anchors.append(enumLine)
            }
            problems += read(anchors: anchors, in: lines, file: file, into: &machines[index])
        }
        return problems
    }

    /// The comments on one more declaration of a machine, one only its dialect knows: SwiftFSM's
    /// FSM variable (`let fsm = FSM<State, Event>(initialState: .locked)`), maybe in another file.
    /// Nothing when it is on the line the machine is located at, whose comments `attach` reads.
    static func attach(to machine: inout Machine, declaredAt anchor: SourceLocation, text: String) -> [Diagnostic] {
        guard anchor.file != machine.location.file || anchor.line != machine.location.line else { return [] }
        return read(anchors: [anchor.line], in: TextLines(text), file: anchor.file, into: &machine)
    }

    /// The properties in the comment blocks of `anchors` (lines of `file`), added to `machine`; a
    /// malformed one is an `invalid-property` error where it is written.
    private static func read(anchors: [Int], in lines: TextLines, file: String, into machine: inout Machine) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: Set<Int> = []
        for line in anchors.flatMap({ commentLines(above: $0, in: lines) }) where seen.insert(line).inserted {
            guard let (text, column) = lines[line].flatMap(propertyText(in:)) else { continue }
            switch PropertyText.parse(text, at: SourceLocation(file: file, line: line, column: column)) {
            case .success(let property): machine.properties.append(property)
            case .failure(let problem):
                problems.append(
                    Diagnostic(
                        ruleID: invalidPropertyRuleID, severity: .error, message: problem.message, location: problem.location,
                        hint: problem.hintWithSuggestion, subject: Diagnostic.Subject(machine: machine.name)))
            }
        }
        return problems
    }

    /// The anchor line and the comment or attribute lines right above it, nearest last.
    private static func commentLines(above anchor: Int, in lines: TextLines) -> [Int] {
        var result: [Int] = []
        var line = anchor - 1
        while let text = lines[line] {
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("//") || trimmed.hasPrefix("@") else { break }
            result.append(line)
            line -= 1
        }
        return result.reversed() + (lines[anchor] != nil ? [anchor] : [])
    }

    /// `never: shipped` and its 1-based column, from a line holding `// fsmcheck: never: shipped`.
    private static func propertyText(in line: Substring) -> (String, Int)? {
        guard let marker = line.range(of: "// fsmcheck:") ?? line.range(of: "//fsmcheck:") else { return nil }
        let rest = line[marker.upperBound...]
        let text = rest.drop { $0 == " " }
        let keyword = text.prefix { $0 != ":" }
        // `final` and the suppressions share the grammar; any other `word:` is meant as a property.
        guard keyword.count < text.count, !keyword.hasPrefix("disable"), !keyword.hasPrefix("enable"), keyword != "final" else { return nil }
        let column = line.distance(from: line.startIndex, to: text.startIndex) + 1
        return (String(text), column)
    }
}
