import SwiftFSM

/// The subway turnstile: a coin unlocks it, passing through locks it again, and passing without
/// paying sounds the alarm until a repairman resets it.
@MainActor
final class TurnstileBasic: SyntaxBuilder {
    enum State { case locked, unlocked, alarming }
    enum Event { case coin, pass, reset }

    let fsm = FSM<State, Event>(initialState: .locked)

    func start() throws {
        try fsm.buildTable {
            define(.locked) {
                when(.coin)  | then(.unlocked) | unlock
                when(.pass)  | then(.alarming) | alarmOn
                when(.reset) | then()          | alarmOff & lock
            }

            define(.unlocked) {
                when(.coin)  | then(.unlocked) | thankyou
                when(.pass)  | then(.locked)   | lock
                when(.reset) | then(.locked)   | alarmOff & lock
            }

            define(.alarming) {
                when(.coin, or: .pass) | then()
                when(.reset)           | then(.locked) | alarmOff & lock
            }
        }
    }

    func unlock() {}
    func lock() {}
    func alarmOn() {}
    func alarmOff() {}
    func thankyou() {}
}
