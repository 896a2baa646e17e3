import FSMModel

/// The `properties:` list of a `.fsm` export, so that a machine's properties survive the round trip.
enum SpecProperties {
    static func lines(_ properties: [Property]) -> [String] {
        guard !properties.isEmpty else { return [] }
        return ["properties:"] + properties.map { "  - " + item($0) }
    }

    private static func item(_ property: Property) -> String {
        let name = { (reference: Reference) in YAMLText.scalar(reference.name) }
        switch property.pattern {
        case .reachable(let state), .never(let state), .alwaysReachable(let state):
            return "\(property.keyword): \(name(state))"
        case .precedence(let state, let requires):
            return "\(property.keyword): { state: \(name(state)), requires: \(name(requires)) }"
        case .response(let from, let to, let strict):
            return "\(property.keyword): { from: \(name(from)), to: \(name(to))\(strict ? ", strict: true" : "") }"
        }
    }
}
