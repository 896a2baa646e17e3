import FSMModel

/// Writes a Mermaid (v11) `stateDiagram-v2`.
///
/// Every state is declared `state "Name" as identifier`, so its box is titled with its name and
/// its entry/exit actions and internal transitions are listed under the title. Mermaid refuses
/// descriptions on a state with children, so those are a note beside the state's block.
enum MermaidExporter: StateDiagramSyntax {
    static func export(_ machine: Machine, marks: StateDiagramMarks = StateDiagramMarks()) -> String {
        StateDiagramWriter<Self>.write(machine, marks: marks)
    }

    static let header = ["stateDiagram-v2"]
    static let footer: [String] = []
    static let baseDepth = 1
    static let indentUnit = "    "
    static let topLevelInitialMarkerFirst = true
    static let titlesEveryState = true
    static let edgeRouting = StateDiagramEdgeRouting.mermaid

    /// Keywords of the language (read in any case), and the names Mermaid gives its own nodes:
    /// `root` (the diagram), `X_start` / `X_end` (the `[*]` markers of block `X`).
    private static let keywords: Set<String> = [
        "state", "note", "end", "direction", "as", "class", "classdef", "style", "click", "root", "left", "right", "of",
        "acctitle", "accdescr", "default", "hide", "scale",
    ]

    static func isReserved(_ identifier: String) -> Bool {
        let lowercased = identifier.lowercased()
        return keywords.contains(lowercased) || lowercased.hasSuffix("_start") || lowercased.hasSuffix("_end")
    }

    /// `classDef` for every mark used, then a `class` line per mark. Mermaid 11 styles marked
    /// leaf states; a composite keeps its look and is told by the symbol in its title.
    static func markLines(_ marks: [StateDiagramMarks.Mark], members: [(mark: String, identifiers: [String])]) -> [String] {
        let used = Set(members.map(\.mark))
        return marks.filter { used.contains($0.name) }.map { "classDef \($0.name) \($0.style)" }
            + members.map { "class \($0.identifiers.joined(separator: ",")) \($0.mark)" }
    }

    static func compositeDescriptions(_ lines: [String], identifier: String) -> (lines: [String], inside: Bool) {
        guard !lines.isEmpty else { return ([], false) }
        return (["note right of \(identifier)"] + lines.map { "    " + $0 } + ["end note"], false)
    }

    /// Mermaid ends a statement at `;`, reads `#…;` as an entity, `{` `}` as blocks and `<` `>`
    /// as HTML, so all of them become entities.
    static let escapes: [Character: String] = [
        "#": "#35;", ";": "#59;", "\"": "#quot;", "{": "#123;", "}": "#125;", "<": "#lt;", ">": "#gt;",
    ]
}
