import FSMModel

/// The text of one transition on a diagram: `event [guard] / actions`, the UML order.
enum TransitionLabel {
    /// Unescaped; empty for an eventless transition at `names` detail.
    ///
    /// Appended in place rather than joined from parts: a diagram builds one per transition.
    static func text(of transition: Transition, detail: DiagramOptions.Detail) -> String {
        var text = transition.event?.name ?? ""
        func separate() {
            if !text.isEmpty { text += " " }
        }
        if detail == .full {
            if let guardText = transition.guard.displayText {
                separate()
                text += "[" + guardText + "]"
            }
            for (position, action) in transition.actions.enumerated() {
                if position == 0 {
                    separate()
                    text += "/ "
                } else {
                    text += ", "
                }
                text += action.name
            }
        }
        if let origin = transition.inheritedFrom {
            separate()
            text += "(via " + origin.name + ")"
        }
        return text
    }
}
