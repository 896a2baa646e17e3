/// What a subway turnstile can be doing, and what riders and staff do to it.
public enum TurnstileState: String, Hashable, Sendable {
    case locked
    case unlocked
    case alarming
}

public enum TurnstileEvent: String, Hashable, Sendable {
    case coin
    case pass
    case reset
}
