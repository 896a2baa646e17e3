import SwiftFSM

/// A turnstile whose table SwiftFSM rejects at run time with an implicit clash: in `locked`, a
/// coin under weak enforcement and a negative reward matches both sentences, which name one
/// predicate each and go to different states. fsmcheck reports it before the code runs.
@MainActor
final class TurnstileClash: ExpandedSyntaxBuilder {
    enum State { case locked, unlocked, alarming }
    enum Event { case coin, pass, reset }
    enum Enforcement: Predicate { case weak, strong }
    enum Reward: Predicate { case positive, negative }

    let fsm = FSM<State, Event>(initialState: .locked)

    func start() throws {
        try fsm.buildTable {
            define(.locked) {
                matching(Enforcement.weak) | when(.coin) | then(.unlocked) | unlock
                matching(Reward.negative)  | when(.coin) | then(.locked)   | scold

                when(.pass) | then(.alarming) | alarmOn
            }

            define(.unlocked) {
                when(.coin) | then()        | thankyou
                when(.pass) | then(.locked) | lock
            }

            define(.alarming) {
                when(.reset) | then(.locked) | alarmOff & lock
            }
        }
    }

    func unlock() {}
    func lock() {}
    func alarmOn() {}
    func alarmOff() {}
    func thankyou() {}
    func scold() {}
}
