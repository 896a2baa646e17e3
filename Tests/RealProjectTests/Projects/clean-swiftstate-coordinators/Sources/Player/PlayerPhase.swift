/// A reducer whose moves are partly chosen at run time: a ternary, a fallback with `??`.
enum PlayerPhase {
    case stopped, buffering, playing

    static let initialState = PlayerPhase.stopped

    enum Command { case play, bufferFull, stop }

    mutating func handleEvent(_ command: Command, cached: Bool, resume: PlayerPhase?) {
        switch (self, command) {
        case (.stopped, .play):
            self = cached ? .playing : .buffering
        case (.buffering, .bufferFull):
            self = resume ?? .playing
        case (.playing, .stop), (.buffering, .stop):
            self = .stopped
        default:
            break
        }
    }
}
