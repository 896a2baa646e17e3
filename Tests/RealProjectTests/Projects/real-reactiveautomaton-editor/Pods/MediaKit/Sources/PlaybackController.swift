import SwiftState

public final class PlaybackController {
    enum Step: StateType {
        case stopped
        case buffering
        case playing
        case failed
    }

    enum Cue: EventType {
        case play
        case ready
    }

    let machine = StateMachine<Step, Cue>(state: .stopped) { machine in
        machine.addRoutes(event: .play, transitions: [.stopped => .buffering])
        machine.addRoutes(event: .ready, transitions: [.buffering => .playing])
    }
}
