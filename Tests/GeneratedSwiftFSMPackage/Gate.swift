import SwiftFSM

/// A ticket gate written with SwiftFSM, as an application would: a valid ticket opens it, an
/// expired one leaves it closed, walking through a closed gate raises the alarm until it is reset,
/// and an open gate closes behind whoever walks through, or when it is reset, and raises the
/// alarm when a second ticket is pushed in. SwiftFSM keeps its state to itself, so the
/// gate keeps its own copy in the transitions' actions.
@MainActor
public final class Gate: ExpandedSyntaxBuilder {
    public enum State: Sendable { case closed, open, alarming }
    public enum Event: Sendable { case ticket, walk, reset }
    public enum Ticket: Predicate { case valid, expired }

    public let fsm = FSM<State, Event>(initialState: .closed)
    public private(set) var state = State.closed

    public init() {}

    public func start() throws {
        try fsm.buildTable {
            define(.closed) {
                when(.ticket) {
                    matching(Ticket.valid) | then(.open) | opened
                    matching(Ticket.expired) | then(.closed)
                }
                when(.walk) | then(.alarming) | alarmed
            }

            define(.open) {
                when(.walk) | then(.closed) | closed
                when(.reset) | then(.closed) | closed
                when(.ticket) | then(.alarming) | alarmed
            }

            define(.alarming) {
                when(.reset) | then(.closed) | closed
            }
        }
    }

    func opened() { state = .open }
    func closed() { state = .closed }
    func alarmed() { state = .alarming }
}
