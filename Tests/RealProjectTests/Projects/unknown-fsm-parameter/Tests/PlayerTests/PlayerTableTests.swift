import SwiftFSM
import XCTest

/// Builds small tables on an FSM the test case makes, for events given by each test.
final class PlayerTableTests: XCTestCase, SyntaxBuilder {
    func assertStops(on event: PlayerEvent, using fsm: FSM<PlayerState, PlayerEvent>) throws {
        try fsm.buildTable {
            define(.playing) {
                when(event)  | then(.idle)
                when(.pause) | then(.paused)
            }
            define(.paused) {
                when(.play) | then(.playing)
                when(.stop) | then(.idle)
            }
            define(.idle) {
                when(.play) | then(.playing)
            }
        }
    }
}
