import SwiftState

/// Routes carry the item or query they show; a search returns to wherever it was opened from.
final class LibraryCoordinator {
    private var previousRoute: LibraryRoute = .list
    private let machine: StateMachine<LibraryRoute, LibraryEvent>

    init() {
        machine = .init(state: .list)
        machine.addRouteMapping { [unowned self] event, fromState, _ in
            switch (event, fromState) {
            case (.open(let id), .list):
                return .detail(id: id)
            case (.play, .detail(let id)):
                return .player(id: id)
            case (.back, .player(let id)):
                return .detail(id: id)
            case (.back, .detail):
                return .list
            case (.find(let query), .list):
                return .search(query: query)
            case (.back, .search):
                return self.previousRoute
            default:
                return nil
            }
        }
    }
}
