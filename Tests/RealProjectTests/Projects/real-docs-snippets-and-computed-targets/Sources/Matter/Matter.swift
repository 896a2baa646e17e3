import StateMachine

final class Matter {
    enum State: Hashable {
        case solid
        case liquid
        case gas
    }

    enum Event: Hashable {
        case melt
        case freeze
        case vaporize
        case condense
    }

    enum SideEffect {
        case log
    }

    let stateMachine = StateMachine<State, Event, SideEffect> {
        initialState(.solid)
        state(.solid) {
            on(.melt) {
                transition(to: .liquid, emit: .log)
            }
        }
        state(.liquid) {
            on(.freeze) {
                transition(to: .solid, emit: .log)
            }
            on(.vaporize) {
                transition(to: .gas, emit: .log)
            }
        }
    }
}
