import Lamp
import SwiftFSM
import XCTest

/// Tests write `table { … }` and get a machine built on the lamp's FSM.
class LampTestCase: XCTestCase, SyntaxBuilder {
    let fsm = FSM<LampState, LampEvent>(initialState: factoryState)

    func table(@FSM<LampState, LampEvent>.TableBuilder _ rows: () -> [Syntax.Define<LampState, LampEvent>]) {
        try? fsm.buildTable(rows)
    }
}
