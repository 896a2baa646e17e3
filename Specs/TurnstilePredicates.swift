import SwiftFSM

/// The turnstile at rush hour: with weak enforcement a pass without paying is let go, with strong
/// enforcement it sounds the alarm; a paying customer is thanked or scolded by the reward policy.
@MainActor
final class TurnstilePredicates: ExpandedSyntaxBuilder {
    enum State { case locked, unlocked, alarming }
    enum Event { case coin, pass, reset }
    enum Enforcement: Predicate { case weak, strong }
    enum Reward: Predicate { case positive, negative }

    let fsm = FSM<State, Event>(initialState: .locked)

    func start() throws {
        try fsm.buildTable {
            let resetable = SuperState {
                when(.reset) | then(.locked) | alarmOff & lock
            }

            define(.locked, adopts: resetable) {
                when(.pass) {
                    matching(Enforcement.weak)   | then(.locked)
                    matching(Enforcement.strong) | then(.alarming) | alarmOn
                }

                when(.coin) | then(.unlocked) | unlock
            }

            define(.unlocked, adopts: resetable) {
                then(.unlocked) {
                    matching(Reward.positive) | when(.coin) | thankyou
                    matching(Reward.negative) | when(.coin) | scold
                }

                when(.pass) | then(.locked) | lock
            }

            define(.alarming, adopts: resetable)
        }

        try fsm.handleEvent(.pass, predicates: Enforcement.strong, Reward.positive)
    }

    func unlock() {}
    func lock() {}
    func alarmOn() {}
    func alarmOff() {}
    func thankyou() {}
    func scold() {}
}
