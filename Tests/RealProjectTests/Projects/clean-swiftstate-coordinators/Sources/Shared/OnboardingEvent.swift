import SwiftState

/// What moves the onboarding flow on; declared apart from the flow, as the app shares it.
enum OnboardingEvent: EventType {
    case next
    case skipVerification
    case restart
}
