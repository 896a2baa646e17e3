import SwiftFSM
import Turnstile
import XCTest

final class TurnstileFlowTests: TurnstileSpec {
    func testARiderPaysAndPasses() async throws {
        try fsm.buildTable {
            let staffReset = SuperState(onExit: silenceAlarm*) {
                when(.reset) | then(.locked) | lock
            }

            define(.locked, adopts: staffReset) {
                when(.coin) | then(.unlocked) | unlock
                Given(Enforcement.lenient) { when(.pass) | then(.locked) }
                matching(Enforcement.strict) | when(.pass) | then(.alarming) | soundAlarm
            }

            define(.unlocked, adopts: staffReset) {
                when(.pass) | then(.locked) | lock
                Actions(thank) {
                    matching(Courtesy.polite) | when(.coin) | then(.unlocked)
                }
                matching(Courtesy.terse) | when(.coin) | then(.unlocked)
            }

            define(.alarming, adopts: staffReset, onEntry: soundAlarm*)
        }

        await fsm.handleEvent(.coin)
        await fsm.handleEvent(.pass)
        XCTAssertEqual(log, ["unlock", "lock"])
    }
}
