/// A turnstile written by hand, as an application would: coins unlock it, passing locks it, and
/// passing while locked raises the alarm when enforcement is strong, until a key resets it or a
/// coin pays the fine; passing again while it sounds starts the ringing over.
public struct Turnstile: Sendable {
    public enum State: Sendable, Equatable {
        case locked, unlocked
        case alarming(silenced: Bool)
    }

    public enum Event: Sendable {
        case coin, pass, silence, reset
    }

    public enum Enforcement: Sendable {
        case weak, strong
    }

    public private(set) var state: State = .locked
    /// Whether the key that resets the alarm is turned.
    public var keyTurned = false

    public init() {}

    public mutating func handle(_ event: Event, enforcement: Enforcement = .weak) {
        switch (state, event) {
        case (.locked, .coin): state = .unlocked
        case (.locked, .pass): if enforcement == .strong { state = .alarming(silenced: false) }
        case (.unlocked, .pass): state = .locked
        case (.alarming(silenced: false), .silence): state = .alarming(silenced: true)
        case (.alarming, .reset): if keyTurned { state = .locked }
        case (.alarming, .coin): state = .unlocked
        case (.alarming, .pass): state = .alarming(silenced: false)
        default: break
        }
    }
}
