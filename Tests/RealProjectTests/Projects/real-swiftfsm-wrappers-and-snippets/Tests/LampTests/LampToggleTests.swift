import Lamp
import SwiftFSM
import XCTest

final class LampToggleTests: LampTestCase {
    func testKnockingALitLampBreaksIt() async {
        let dark: LampState = .off
        table {
            define(.off) {
                when(.toggle) | then(.on)
            }
            define(.on) {
                when(.toggle) | then(dark)
                when(.knock) | then(.broken)
            }
        }
        await fsm.handleEvent(.toggle)
        await fsm.handleEvent(.knock)
        XCTAssertEqual(fsm.state, .broken)
    }
}
