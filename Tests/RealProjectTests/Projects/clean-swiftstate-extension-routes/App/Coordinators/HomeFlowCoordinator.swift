import SwiftState

final class HomeFlowCoordinator {
    enum State: StateType {
        case home
        case search
        case profile
    }

    let stateMachine: StateMachine<State, HomeEvent>

    init() {
        stateMachine = StateMachine(state: .home)
        addRoutes()
    }
}
