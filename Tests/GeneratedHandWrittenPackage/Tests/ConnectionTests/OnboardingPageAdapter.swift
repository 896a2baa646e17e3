import Connection
import Testing

/// How the generated tests drive the onboarding flow: a returning user starts at the tour, so a
/// test that starts in `tour` makes one.
struct OnboardingPageAdapter: OnboardingPageDriving {
    private let onboarding: Onboarding

    init(startingIn state: Set<String>) async throws {
        onboarding = Onboarding(returning: state == ["tour"])
    }

    mutating func send(_ step: OnboardingPageStep) async throws {
        guard let name = step.event, let input = OnboardingInput(rawValue: name) else {
            Issue.record("no input \(step.event ?? "nil") in the onboarding flow")
            return
        }
        onboarding.send(input)
    }

    func activeStates() async throws -> Set<String> {
        switch onboarding.page {
        case .welcome: ["welcome"]
        case .permissions: ["permissions"]
        case .tour: ["tour"]
        case .finished: ["finished"]
        }
    }
}
