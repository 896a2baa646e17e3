// Tinder StateMachine: water changing phase. Each `on` handler returns one transition and an
// optional side effect to emit.
import StateMachine

final class Matter {
    enum State: StateMachineHashable {
        case solid, liquid, gas
    }

    enum Event: StateMachineHashable {
        case melt, freeze, vaporize, condense
    }

    enum SideEffect {
        case logMelted, logFrozen, logVaporized, logCondensed
    }

    let stateMachine = StateMachine<State, Event, SideEffect> {
        initialState(.solid)
        state(.solid) {
            on(.melt) {
                transition(to: .liquid, emit: .logMelted)
            }
        }
        state(.liquid) {
            on(.freeze) {
                transition(to: .solid, emit: .logFrozen)
            }
            on(.vaporize) {
                transition(to: .gas, emit: .logVaporized)
            }
        }
        state(.gas) {
            on(.condense) {
                transition(to: .liquid, emit: .logCondensed)
            }
        }
        onTransition { result in
            print(result)
        }
    }
}
