import SwiftFSM
import XCTest

/// Shared set-up for every machine test: subclasses pick the types through the generic
/// arguments and the starting state through `initialState`.
class MachineTestCase<State: Hashable, Event: Hashable>: XCTestCase, ExpandedSyntaxBuilder {
    var fsm: FSM<State, Event>.Base!
    var log: [String] = []

    var initialState: State {
        fatalError("override initialState in \(Self.self)")
    }

    override func setUp() {
        super.setUp()
        log = []
        fsm = makeMachine()
    }

    func makeMachine() -> FSM<State, Event>.Base {
        FSM<State, Event>.Eager(initialState: initialState, actionsPolicy: .executeOnChangeOnly)
    }

    func record(_ entry: String) {
        log.append(entry)
    }
}
