import SwiftFSM

/// The turnstile with its shared reset handling in a super state, and the alarm switched by
/// entry and exit actions instead of by every transition into and out of `alarming`.
@MainActor
final class TurnstileSuperState: SyntaxBuilder {
    enum State { case locked, unlocked, alarming }
    enum Event { case coin, pass, reset }

    let fsm = FSM<State, Event>(initialState: .locked)

    func start() throws {
        try fsm.buildTable {
            let resetable = SuperState {
                when(.reset) | then(.locked)
            }

            define(.locked, adopts: resetable, onEntry: lock*) {
                when(.coin) | then(.unlocked)
                when(.pass) | then(.alarming)
            }

            define(.unlocked, adopts: resetable, onEntry: unlock*) {
                when(.coin) | then(.unlocked) | thankyou
                when(.pass) | then(.locked)
            }

            define(.alarming, adopts: resetable, onEntry: alarmOn*, onExit: alarmOff*)
        }
    }

    func unlock() {}
    func lock() {}
    func alarmOn() {}
    func alarmOff() {}
    func thankyou() {}
}
