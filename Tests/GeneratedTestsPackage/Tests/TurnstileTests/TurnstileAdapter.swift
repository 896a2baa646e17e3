import Testing
import Turnstile

/// The one file a user writes: how the generated tests drive this turnstile.
struct TurnstileAdapter: TurnstileDriving {
    private var turnstile = Turnstile()

    init() async throws {}

    mutating func send(_ step: TurnstileStep) async throws {
        turnstile.keyTurned = step.conditions.contains("the key is turned")
        let enforcement: Turnstile.Enforcement = step.predicates.contains("Enforcement.strong") ? .strong : .weak
        switch step.event {
        case "Coin": turnstile.handle(.coin, enforcement: enforcement)
        case "Pass": turnstile.handle(.pass, enforcement: enforcement)
        case "Silence": turnstile.handle(.silence, enforcement: enforcement)
        case "Reset": turnstile.handle(.reset, enforcement: enforcement)
        default: Issue.record("no event \(step.event ?? "nil") in the turnstile")
        }
    }

    func activeStates() async throws -> Set<String> {
        switch turnstile.state {
        case .locked: ["Locked"]
        case .unlocked: ["Unlocked"]
        case .alarming(let silenced): [silenced ? "Silenced" : "Ringing"]
        }
    }
}
