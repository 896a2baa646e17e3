import FSMModel

/// Writes a Mermaid `stateDiagram-v2`.
enum MermaidExporter: StateDiagramSyntax {
    static func export(_ machine: Machine) -> String { StateDiagramWriter<Self>.write(machine) }

    static let header = ["stateDiagram-v2"]
    static let footer: [String] = []
    static let baseDepth = 1
    static let indentUnit = "    "
    static let reservedWords: Set<String> = ["state", "note", "end", "direction", "as", "class", "classDef", "style", "click"]
    static let avoidsCompositeEndpointsInRegions = true
    static let separatesRegions = true
    static let declaresEdgesInTheirScope = true

    static func blockOpening(_ identifier: String, isOrthogonal: Bool) -> String { "state \(identifier) {" }

    /// Mermaid ends a statement at `;` and reads `#…;` as an entity, so both become entities.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case ";": result += "#59;"
            case "\"": result += "#quot;"
            case "\n", "\r", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    static func historyReference(deep: Bool, parentIdentifier: String) -> String? { nil }
}
