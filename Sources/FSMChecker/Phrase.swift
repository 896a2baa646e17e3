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

    /// What a transition does, e.g. "goes to `Alarming` and does `alarmOn`", or "stays" when internal.
    static func outcome(_ transition: Transition) -> String {
        let move = transition.target.map { "goes to `\($0.name)`" } ?? "stays"
        return transition.actions.isEmpty ? move : "\(move) and does \(list(transition.actions.map(\.name)))"
    }
}
