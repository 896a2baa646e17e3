import Machinus

/// The first screens of the app: a returning user skips the welcome screen.
final class Onboarding {
    var hasAccount = false

    private var firstScreen: OnboardingState {
        hasAccount ? .signIn : .welcome
    }

    lazy var machine = StateMachine {
        StateConfig<OnboardingState>(.launching, dynamicTransition: { self.firstScreen })
        StateConfig<OnboardingState>(.welcome, canTransitionTo: .signIn)
        StateConfig<OnboardingState>(.signIn, canTransitionTo: .home, .welcome)
        StateConfig<OnboardingState>(.home, canTransitionTo: .signIn)
    }
}
