import FSMDiagnostics

/// Suggests the key a user meant: first from words other state-machine notations use for the same
/// thing (`transitions`, `target`, `onEntry`…), which no edit distance would find, then by spelling.
enum KeySuggestion {
    /// Ordered, so that a typo equally close to two synonyms always gets the same suggestion.
    private static let synonyms: KeyValuePairs<String, String> = [
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

    /// The allowed key `key` most likely stands for, or `nil`: a synonym, then an allowed key
    /// spelt alike, then a misspelt synonym (`tranistions` → `on`).
    static func replacement(for key: String, among allowed: [String]) -> String? {
        let applicable = synonyms.filter { allowed.contains($0.value) }
        if let exact = applicable.first(where: { $0.key == key }) { return exact.value }
        if let spelling = NameSuggestion.closest(to: key, in: allowed) { return spelling }
        let misspelt = NameSuggestion.closest(to: key, in: applicable.map(\.key))
        return applicable.first { $0.key == misspelt }?.value
    }
}
