import ReactiveAutomaton

enum EditorMappings {
    static let all: [Automaton<EditorViewModel.Key, EditorViewModel.Mode>.Mapping] = [
        .edit | .browsing => .editing,
        .save | .editing => .saving,
        .saved | .saving => .browsing,
        .cancel | .editing => .browsing,
    ]
}
