import SwiftFSM

/// `Gate.swift`'s ticket gate with the same public surface, its table filled through the stand-in's
/// own API: what the generated tests see of it is the same.
@MainActor
public final class Gate {
    public enum State: Sendable { case closed, open, alarming }
    public enum Event: Sendable { case ticket, walk, reset }
    public enum Ticket: Predicate { case valid, expired }

    public let fsm = FSM<State, Event>(initialState: .closed)
    public private(set) var state = State.closed

    public init() {}

    public func start() throws {
        fsm.add(.closed, on: .ticket, matching: [Ticket.valid], to: .open, action: opened)
        fsm.add(.closed, on: .ticket, matching: [Ticket.expired], to: .closed)
        fsm.add(.closed, on: .walk, to: .alarming, action: alarmed)
        fsm.add(.open, on: .walk, to: .closed, action: closed)
        fsm.add(.open, on: .reset, to: .closed, action: closed)
        fsm.add(.open, on: .ticket, to: .alarming, action: alarmed)
        fsm.add(.alarming, on: .reset, to: .closed, action: closed)
    }

    func opened() { state = .open }
    func closed() { state = .closed }
    func alarmed() { state = .alarming }
}
