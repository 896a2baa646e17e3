/// What the media player can be doing, and what the UI and the network tell it.
enum PlayerState {
    case idle
    case loading
    case playing
    case paused
    case failed
    case finished
}

enum PlayerEvent {
    case load
    case loaded
    case play
    case pause
    case fail
    case retry
    case stop
    case end
}
