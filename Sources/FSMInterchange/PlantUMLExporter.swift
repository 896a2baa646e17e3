import FSMModel

/// Writes a PlantUML state diagram (`@startuml … @enduml`).
enum PlantUMLExporter: StateDiagramSyntax {
    static func export(_ machine: Machine) -> String { StateDiagramWriter<Self>.write(machine) }

    static let header = ["@startuml", "hide empty description"]
    static let footer = ["@enduml"]
    static let indentUnit = "  "
    static let reservedWords: Set<String> = ["state", "note", "end", "as", "hide", "show", "skinparam", "title", "left", "right", "top", "bottom"]
    static let avoidsCompositeEndpointsInRegions = false

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

    /// PlantUML's `Parent[H]` and `Parent[H*]`.
    static func historyReference(deep: Bool, parentIdentifier: String) -> String? {
        "\(parentIdentifier)[\(deep ? "H*" : "H")]"
    }
}
