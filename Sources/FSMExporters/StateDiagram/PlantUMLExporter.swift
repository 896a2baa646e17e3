import FSMModel

/// Writes a PlantUML state diagram (`@startuml … @enduml`); a parallel state's regions are
/// separated by `--`.
enum PlantUMLExporter: StateDiagramSyntax {
    static func export(_ machine: Machine) -> String { StateDiagramWriter<Self>.write(machine) }

    static let header = ["@startuml", "hide empty description"]
    static let footer = ["@enduml"]
    static let baseDepth = 0
    static let indentUnit = "  "
    static let topLevelInitialMarkerFirst = false
    static let titlesEveryState = false
    static let edgeRouting = StateDiagramEdgeRouting.plantUML

    /// Keywords of the language, read in any case.
    private static let keywords: Set<String> = ["state", "note", "end", "as", "hide", "show", "skinparam", "title", "left", "right", "top", "bottom"]

    static func isReserved(_ identifier: String) -> Bool { keywords.contains(identifier.lowercased()) }

    static func compositeDescriptions(_ lines: [String], identifier: String) -> (lines: [String], inside: Bool) {
        (lines.map { "\(identifier) : \($0)" }, true)
    }

    /// A quote would end the text, `<` start HTML-like markup and `~` escape the next character,
    /// so they are written as PlantUML's `<U+…>` code points (`<` as `~<`, which PlantUML 1.2020
    /// reads there).
    static let escapes: [Character: String] = ["\"": "<U+0022>", "~": "<U+007E>", "<": "~<"]
}
