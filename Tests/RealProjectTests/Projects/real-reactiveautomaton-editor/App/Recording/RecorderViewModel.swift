import ReactiveAutomaton
import ReactiveSwift

/// The recorder resumes where the caller says, and its mapping is handed in: nothing here tells
/// which of `Phase` and `Cue` is the state type.
final class RecorderViewModel {
    enum Phase {
        case idle
        case recording
    }

    enum Cue {
        case start
        case stop
    }

    let automaton: Automaton<Phase, Cue>

    init(resuming phase: Phase, cues: Signal<Cue, Never>, mapping: @escaping Automaton<Phase, Cue>.Mapping) {
        automaton = Automaton(state: phase, inputs: cues, mapping: mapping)
    }
}
