import FSMDiagnostics

/// Suggests the key a user meant: first from words other state-machine notations use for the same
/// thing (`transitions`, `target`, `onEntry`…), which no edit distance would find, then by spelling.
enum KeySuggestion {
    private static let synonyms: [String: String] = [
        "transitions": "on", "events": "on", "handlers": "on",
        "target": "to", "goto": "to", "next": "to",
        "actions": "do", "action": "do", "run": "do",
        "guard": "when", "condition": "if", "cond": "if",
        "onEntry": "entry", "on_entry": "entry", "enter": "entry",
        "onExit": "exit", "on_exit": "exit", "leave": "exit",
        "superStates": "inherits", "superstates": "inherits", "adopts": "inherits", "extends": "inherits",
        "children": "states", "substates": "states", "initialState": "initial", "start": "initial",
        "name": "machine", "parallel": "regions", "isFinal": "final", "isAbstract": "abstract",
    ]

    /// The allowed key `key` most likely stands for, or `nil`.
    static func replacement(for key: String, among allowed: [String]) -> String? {
        if let synonym = synonyms[key], allowed.contains(synonym) { return synonym }
        return NameSuggestion.closest(to: key, in: allowed)
    }
}
