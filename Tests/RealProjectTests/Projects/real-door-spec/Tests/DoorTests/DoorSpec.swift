import SwiftFSM
import XCTest

// `FSMTestsBase` comes from a shared test-support package that is not part of this run: it holds
// `fsm` and builds it from `initialState`.
class DoorSpec: FSMTestsBase<Door, Action> {
    override var initialState: Door { .closed }
}
