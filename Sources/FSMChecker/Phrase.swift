import FSMModel

/// Wording shared by the rules' messages.
enum Phrase {
    /// `` `A` ``, `` `A` and `B` ``, `` `A`, `B` and `C` ``.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    /// "on `Coin`", or "without an event" for eventless transitions.
    static func event(_ event: Reference?) -> String {
        event.map { "on `\($0.name)`" } ?? "without an event"
    }

    /// What a transition does, e.g. "goes to `Alarming` and does `alarmOn`", "stays" when internal,
    /// or "goes to the state `next()` computes" when its target is computed at run time.
    static func outcome(_ transition: Transition) -> String {
        let move =
            transition.target.map { "goes to `\($0.name)`" }
            ?? transition.computedTarget.map { "goes to the state `\($0)` computes" } ?? "stays"
        return transition.actions.isEmpty ? move : "\(move) and does \(list(transition.actions.map(\.name)))"
    }
}
