import GateMachine
import SwiftFSM

/// The one file a user writes for `--driver swiftfsm`: how the generated tests reach the gate's
/// SwiftFSM machine and the state the gate keeps.
@MainActor
final class GateAdapter: GateFsmHandling {
    /// The generated tests name the predicate type as the table does: `Ticket.valid`.
    typealias Ticket = Gate.Ticket

    private let gate = Gate()

    init() async throws {
        try gate.start()
    }

    var fsm: FSM<Gate.State, Gate.Event> { gate.fsm }
    var state: Gate.State { gate.state }
}
