// Machinus v2: a sign-in flow. The first config is the initial state; `.global` can be requested
// from any state, `.final` has no way out, `.background` is entered from and returns to any state.
import Machinus

enum UserState: StateIdentifier {
    case initialising
    case registering
    case loggedIn
    case loggedOut
    case failed
    case terminated
    case backgrounded
}

final class UserSession {
    private func isRegistered() -> Bool { false }
    private func showWelcome(_ previous: UserState) {}
    private func clearCaches(_ next: UserState) {}

    lazy var machine = StateMachine {
        StateConfig<UserState>(
            .initialising,
            dynamicTransition: { self.isRegistered() ? .loggedOut : .registering },
            canTransitionTo: .loggedOut, .registering
        )
        StateConfig<UserState>(.registering, canTransitionTo: .loggedIn)
        StateConfig<UserState>(.loggedIn, didEnter: showWelcome, didExit: clearCaches, canTransitionTo: .loggedOut)
        StateConfig<UserState>(.loggedOut, canTransitionTo: .loggedIn, .registering, .terminated)
        StateConfig<UserState>.global(.failed, canTransitionTo: .loggedOut)
        StateConfig<UserState>.final(.terminated)
        StateConfig<UserState>.background(.backgrounded)
    }
}
