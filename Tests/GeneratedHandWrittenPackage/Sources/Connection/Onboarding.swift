/// An onboarding flow written by hand in a class: a returning user starts at the tour, a new one
/// at the welcome page, so its initial state is one of two, chosen when it is made.
public final class Onboarding {
    public private(set) var page: OnboardingPage

    public init(returning: Bool) {
        page = returning ? .tour : .welcome
    }

    public func send(_ input: OnboardingInput) {
        switch (page, input) {
        case (.welcome, .next): page = .permissions
        case (.welcome, .skip): page = .tour
        case (.permissions, .next): page = .tour
        case (.permissions, .back): page = .welcome
        case (.tour, .next): page = .finished
        case (.finished, .back): page = .tour
        default: break
        }
    }
}

public enum OnboardingPage: Sendable {
    case welcome, permissions, tour, finished
}

public enum OnboardingInput: String, Sendable {
    case next, skip, back
}
