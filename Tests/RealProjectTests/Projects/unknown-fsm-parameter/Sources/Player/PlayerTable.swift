import SwiftFSM

/// The player's transition table, installed on an FSM its owner creates (with an initial state
/// chosen at launch, restored from the last session).
struct PlayerTable: SyntaxBuilder {
    func install(on fsm: FSM<PlayerState, PlayerEvent>) throws {
        try fsm.buildTable {
            let stoppable = SuperState {
                when(.stop) | then(.idle)
            }

            define(.idle) {
                when(.load) | then(.loading)
            }
            define(.loading, adopts: stoppable) {
                when(.loaded) | then(.paused)
                when(.fail)   | then(.failed)
            }
            define(.playing, adopts: stoppable) {
                when(.pause) | then(.paused)
                when(.end)   | then(.finished)
                when(.pause) | then(.paused)
            }
            define(.paused, adopts: stoppable) {
                when(.play) | then(.playing)
            }
            define(.failed) {
                when(.retry) | then(.loading)
            }
        }
    }
}
