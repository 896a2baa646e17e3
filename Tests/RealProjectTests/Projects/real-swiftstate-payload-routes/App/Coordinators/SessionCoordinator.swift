import SwiftState

/// Signing out carries how: routes leave the values the app names, and the sign-out request
/// reaches whichever the user chose.
final class SessionCoordinator {
    enum State: StateType {
        case signedIn
        case signedOut
        case softLogout
        case signingOut(isSoft: Bool)
    }

    enum Event: EventType {
        case signOut(isSoft: Bool)
        case completedSigningOut
        case showSoftLogout
        case signedIn
    }

    private let stateMachine: StateMachine<State, Event>

    init() {
        stateMachine = StateMachine(state: .signedIn)
        configure()
    }

    private func configure() {
        stateMachine.addRoutes(event: .completedSigningOut, transitions: [.signingOut(isSoft: false) => .signedOut])
        stateMachine.addRoutes(event: .showSoftLogout, transitions: [.signingOut(isSoft: true) => .softLogout])
        stateMachine.addRoutes(event: .signedIn, transitions: [.signedOut => .signedIn, .softLogout => .signedIn])
        stateMachine.addRouteMapping { event, fromState, _ in
            switch (fromState, event) {
            case (.signedIn, .signOut(let isSoft)):
                return .signingOut(isSoft: isSoft)
            default:
                return nil
            }
        }
    }
}
