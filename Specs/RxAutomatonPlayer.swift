import RxAutomaton

/// A media player written with an RxAutomaton function mapping: one `switch` over the current
/// state and the input, where the first matching case wins.
final class Player {
    enum State { case ready, playing, paused, stopped }
    enum Input { case play, pause, stop, rewind }

    let mapping: Automaton<State, Input>.Mapping = { fromState, input in
        switch (fromState, input) {
        case (.ready, .play), (.paused, .play), (.stopped, .play):
            return .playing
        case (.playing, .pause):
            return .paused
        case (.playing, .stop), (.paused, .stop):
            return .stopped
        case (_, .rewind):
            return .ready
        default:
            return nil
        }
    }

    lazy var automaton = Automaton(state: .ready, input: inputSignal, mapping: mapping)
}
