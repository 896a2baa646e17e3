import SwiftState

/// A returning user starts in `viewing`; a new one in `notStarted`, whose `intro` only a new user sees.
final class TutorialCoordinator {
    private let machine: StateMachine<TutorialStep, TutorialAction>

    init(userDefaults: UserDefaults) {
        let done = userDefaults.bool(forKey: "tutorialSeen")
        machine = StateMachine(state: done ? .viewing : .notStarted)
        machine.addRoutes(event: .begin, transitions: [.notStarted => .intro])
        machine.addRoutes(event: .next, transitions: [.intro => .viewing])
        machine.addRoutes(event: .finish, transitions: [.viewing => .finished])
        machine.addRoutes(event: .replay, transitions: [.finished => .viewing])
    }
}
