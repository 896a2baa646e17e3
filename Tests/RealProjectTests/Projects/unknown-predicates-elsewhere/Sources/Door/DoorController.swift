import Context      // Weather and Mood come from here, a module this run does not read
import SwiftFSM

/// Drives the front door. The context predicates are reported by sensors in another module.
final class DoorController: ExpandedSyntaxBuilder {
    typealias State = DoorState
    typealias Event = DoorAction

    private let fsm = FSM<DoorState, DoorAction>(initialState: .closed)

    func start() throws {
        try fsm.buildTable {
            define(.closed) {
                matching(Weather.rain)  | when(.push) | then(.ajar)
                matching(Mood.grumpy)   | when(.push) | then(.closed) | sulk
                matching(Lock.engaged)  | when(.pull) | then(.closed)
                matching(Lock.released) | when(.pull) | then(.open)
            }
            define(.ajar) {
                matching(Weather.rain) | when(.push) | then(.open)
                when(.pull) | then(.closed)
                when(.kick) | then(.jammed)
            }
            define(.open) {
                matching(Weather.sun, and: Mood.cheerful) | when(.pull) | then(.closed) | greet
                when(.pull) | then(.ajar)
            }
        }
    }

    private func sulk() {}
    private func greet() {}
}
