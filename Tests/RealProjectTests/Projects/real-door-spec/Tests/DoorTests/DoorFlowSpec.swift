import SwiftFSM
import XCTest

final class DoorFlowSpec: DoorSpec {
    func testOpeningLeavesTheDoorAjar() throws {
        try fsm.buildTable {
            define(.closed) {
                when(.open) | then(.ajar)
            }
        }
        fsm.handleEvent(.open)
        XCTAssertEqual(fsm.state, .ajar)
    }
}
