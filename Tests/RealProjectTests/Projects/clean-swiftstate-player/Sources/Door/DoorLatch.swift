import SwiftState

enum Latch: StateType {
    case shut
    case open
}

/// A latch the caller moves directly: into `open` from anywhere, and from `open` to anywhere.
let latch = StateMachine<Latch, NoEvent>(state: .shut) { machine in
    machine.addRoute(.any => .open)
    machine.addRoute(.open => .any)
}
