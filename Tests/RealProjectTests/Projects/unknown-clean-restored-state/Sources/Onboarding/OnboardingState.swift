import Machinus

enum OnboardingState: StateIdentifier {
    case launching
    case welcome
    case signIn
    case home
}
