import Machinus

final class SessionCoordinator {
    private func hasStoredToken() -> Bool { false }
    private func greet(_ previous: SessionState) {}
    private func forget(_ next: SessionState) {}

    lazy var machine = StateMachine {
        StateConfig<SessionState>(
            .launching,
            dynamicTransition: { self.hasStoredToken() ? .signedIn : .signedOut },
            canTransitionTo: .signedOut, .signedIn
        )
        StateConfig<SessionState>(.signedOut, canTransitionTo: .signingIn)
        StateConfig<SessionState>(.signingIn, canTransitionTo: .signedIn, .signedOut)
        StateConfig<SessionState>(.signedIn, didEnter: greet, didExit: forget, canTransitionTo: .signedOut)
        StateConfig<SessionState>.global(.expired, canTransitionTo: .signingIn)
        StateConfig<SessionState>.background(.suspended)
    }
}
