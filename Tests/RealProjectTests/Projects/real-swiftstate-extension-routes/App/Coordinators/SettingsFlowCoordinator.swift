import SwiftState

final class SettingsFlowCoordinator {
    enum State: StateType {
        case root
        case notifications
        case account
        case signedOut
    }

    enum Event: EventType {
        case showNotifications
        case showAccount
        case dismiss
    }

    private let stateMachine: StateMachine<State, Event>

    init() {
        stateMachine = .init(state: .root)
        configureStateMachine()
    }

    func start() {
        stateMachine.tryEvent(.showNotifications)
    }
}

private extension SettingsFlowCoordinator {
    func configureStateMachine() {
        stateMachine.addRoutes(event: .showNotifications, transitions: [.root => .notifications])
        stateMachine.addRoutes(event: .showAccount, transitions: [.root => .account])
        stateMachine.addRoutes(event: .dismiss, transitions: [.notifications => .root, .account => .root])
    }
}
