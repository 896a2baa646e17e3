import ReactiveAutomaton
import ReactiveSwift

/// The editor's automaton is declared with the app's own type names; its rows are in
/// `EditorMappings.swift`, and a vendored SDK under `Pods/` declares an `enum State` of its own.
final class EditorViewModel {
    enum Mode {
        case browsing
        case editing
        case saving
    }

    enum Key {
        case edit
        case save
        case saved
        case cancel
        case undo
    }

    let automaton: Automaton<Key, Mode>

    init(keys: Signal<Key, Never>) {
        automaton = Automaton(state: .browsing, inputs: keys, mapping: reduce(EditorMappings.all))
    }
}
