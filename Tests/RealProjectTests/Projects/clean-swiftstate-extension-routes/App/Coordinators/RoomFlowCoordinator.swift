import SwiftState

final class RoomFlowCoordinator {
    enum State: StateType {
        case room
        case details
        case members
    }

    enum Event: EventType {
        case showDetails
        case showMembers
        case dismiss
    }

    private let stateMachine: StateMachine<State, Event>
    private let analytics = Analytics()

    init() {
        stateMachine = .init(state: .room)
        configure(stateMachine)
        analytics.observe(self)
    }
}

private extension RoomFlowCoordinator {
    func configure(_ machine: StateMachine<State, Event>) {
        machine.addRoutes(event: .showDetails, transitions: [.room => .details])
        machine.addRoutes(event: .showMembers, transitions: [.details => .members])
        machine.addRoutes(event: .dismiss, transitions: [.details => .room, .members => .details])
    }
}
