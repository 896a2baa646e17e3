// Tinder StateMachine: a coin-operated turnstile whose target depends on the credit so far. Each
// literal target a handler can return becomes a dashed (dynamic) edge; a case's payload does not
// make it another state (`.locked(credit: 0)` is `locked`).
import StateMachine

enum Constant {
    static let farePrice = 50
}

final class CoinTurnstile {
    enum State: StateMachineHashable {
        case locked(credit: Int)
        case unlocked
        case broken(oldState: State)
    }

    enum Event: StateMachineHashable {
        case insertCoin(Int)
        case admitPerson
        case machineDidFail
        case machineRepairDidComplete
    }

    enum SideEffect {
        case soundAlarm, closeDoors, openDoors
    }

    typealias TurnstileMachine = StateMachine<State, Event, SideEffect>

    let machine = TurnstileMachine {
        initialState(.locked(credit: 0))
        state(.locked) {
            on(.insertCoin) { locked, insertCoin in
                let newCredit = locked.credit + insertCoin.value
                if newCredit >= Constant.farePrice {
                    return transition(to: .unlocked, emit: .openDoors)
                } else {
                    return transition(to: .locked(credit: newCredit))
                }
            }
            on(.admitPerson) {
                dontTransition(emit: .soundAlarm)
            }
            on(.machineDidFail) {
                transition(to: .broken(oldState: $0))
            }
        }
        state(.unlocked) {
            on(.admitPerson) {
                transition(to: .locked(credit: 0), emit: .closeDoors)
            }
        }
        state(.broken) {
            on(.machineRepairDidComplete) {
                transition(to: .locked(credit: 0), emit: .closeDoors)
            }
        }
    }
}
