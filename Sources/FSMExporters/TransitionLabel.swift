import FSMModel

/// The text of one transition on a diagram: `event [guard] / actions`, the UML order.
enum TransitionLabel {
    /// Unescaped; empty for an eventless transition at `names` detail.
    static func text(of transition: Transition, detail: DiagramOptions.Detail) -> String {
        var parts: [String] = []
        if let event = transition.event { parts.append(event.name) }
        if detail == .full {
            if let guardText = transition.guard.displayText { parts.append("[\(guardText)]") }
            if !transition.actions.isEmpty { parts.append("/ " + transition.actions.map(\.name).joined(separator: ", ")) }
        }
        if let origin = transition.inheritedFrom { parts.append("(via \(origin.name))") }
        return parts.joined(separator: " ")
    }
}
