/// The session reducer: unlocking restores whatever state the store remembered.
enum SessionState {
    case active
    case locked
    case expired

    static let initialState = SessionState.active

    enum Event {
        case lock
        case unlock
        case expire
    }

    enum Command {
        case clearCache
    }

    mutating func handleEvent(event: Event) -> [Command] {
        switch (self, event) {
        case (.active, .lock):
            self = .locked
        case (.locked, .unlock):
            self = SessionStore.shared.lastState
        case (.expired, .unlock):
            self = .locked
        case (_, .expire):
            self = .expired
            return [.clearCache]
        default:
            break
        }
        return []
    }
}
