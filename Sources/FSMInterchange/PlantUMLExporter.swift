import FSMModel

/// Writes a PlantUML state diagram (`@startuml … @enduml`).
enum PlantUMLExporter: StateDiagramSyntax {
    static func export(_ machine: Machine) -> String { StateDiagramWriter<Self>.write(machine) }

    static let header = ["@startuml", "hide empty description"]
    static let footer = ["@enduml"]
    static let baseDepth = 0
    static let indentUnit = "  "
    static let reservedWords: Set<String> = ["state", "note", "end", "as", "hide", "show", "skinparam", "title", "left", "right", "top", "bottom"]
    static let avoidsCompositeEndpointsInRegions = false
    static let declaresEdgesInTheirScope = false
    /// PlantUML (1.2020, Debian 12's) rejects any edge that crosses into a region separated by
    /// `--`, so regions are plain nested blocks and the orthogonal state is marked `<<parallel>>`.
    static let separatesRegions = false

    static func blockOpening(_ identifier: String, isOrthogonal: Bool) -> String {
        "state \(identifier)\(isOrthogonal ? " <<parallel>>" : "") {"
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "'"
            case "\n", "\r", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// PlantUML's `Parent[H]`. Its `Parent[H*]` is a syntax error in the PlantUML that Debian 12
    /// ships (1.2020.2), so a deep history is drawn as a state labelled `H*`.
    static func historyReference(deep: Bool, parentIdentifier: String) -> String? {
        deep ? nil : "\(parentIdentifier)[H]"
    }
}
