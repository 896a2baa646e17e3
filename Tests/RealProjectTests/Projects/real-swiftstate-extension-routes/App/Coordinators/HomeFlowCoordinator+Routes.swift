import SwiftState

enum HomeEvent: EventType {
    case search
    case openProfile
    case back
}

extension HomeFlowCoordinator {
    func addRoutes() {
        stateMachine.addRoute(.home => .search)
        stateMachine.addRouteMapping { event, fromState, _ in
            switch (event, fromState) {
            case (.openProfile, .home), (.openProfile, .search):
                return .profile
            case (.back, .profile), (.back, .search):
                return .home
            default:
                return nil
            }
        }
    }
}
