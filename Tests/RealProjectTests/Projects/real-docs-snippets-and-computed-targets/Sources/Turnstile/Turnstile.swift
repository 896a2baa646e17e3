import SwiftFSM

/// After a repair the turnstile goes back to whatever state the repair log last recorded.
final class Turnstile: SyntaxBuilder {
    enum State {
        case locked
        case unlocked
        case broken
    }

    enum Event {
        case coin
        case pass
        case fault
        case repaired
    }

    let fsm = FSM<State, Event>(initialState: .locked)
    let repairs = RepairLog()

    var afterRepair: State {
        repairs.lastKnownState
    }

    func build() throws {
        try fsm.buildTable {
            define(.locked) {
                when(.coin) | then(.unlocked)
                when(.fault) | then(.broken)
            }
            define(.unlocked) {
                when(.pass) | then(.locked)
                when(.fault) | then(.broken)
            }
            define(.broken) {
                when(.repaired) | then(afterRepair)
            }
        }
    }
}
