import SwiftState

final class PlayerController {
    private let machine = PlayerMachine(state: .idle) { machine in
        machine.addRoutes(event: .load, transitions: [.idle => .buffering, .failed => .buffering])
        machine.addRoutes(event: .ready, transitions: [.buffering => .playing])
        machine.addRoutes(event: .pause, transitions: [.playing => .paused])
        machine.addRoutes(event: .resume, transitions: [.paused => .playing])
        machine.addRoutes(event: .fail, transitions: [.buffering => .failed, .playing => .failed])
        machine.addRoutes(event: .stop, transitions: [.any => .idle])

        // Support staff may force any state from the debug menu, and leave a failure for any state.
        machine.addRoute(.any => .failed)
        machine.addRoute(.failed => .any)
    }

    func debugSkipBuffering() {
        let shortcut = machine.addRoute(.idle => .playing)
        machine <- .playing
        shortcut.dispose()
    }

    func play() {
        machine <-! .load
    }
}
