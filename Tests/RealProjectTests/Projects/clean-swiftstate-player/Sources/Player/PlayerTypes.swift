import SwiftState

enum PlayerState: StateType {
    case idle
    case buffering
    case playing
    case paused
    case failed
}

enum PlayerEvent: EventType {
    case load
    case ready
    case pause
    case resume
    case fail
    case stop
}
