import SwiftState

/// The machine is stored in `init` with `.init(state:)`; its routes are added by a helper that
/// `start()` calls, and a route mapping decides the next screen from flags the app reads at run time.
final class OnboardingFlowCoordinator {
    enum Step: StateType {
        case welcome
        case verification
        case passcode
        case permissions
        case finished
    }

    private let machine: StateMachine<Step, OnboardingEvent>
    private var needsVerification = true
    private var needsPasscode = false

    init() {
        machine = .init(state: .welcome)
    }

    func start() {
        configureMachine()
        machine.tryEvent(.next)
    }

    private func configureMachine() {
        machine.addRoutes(event: .restart, transitions: [.finished => .welcome]) { [weak self] _ in
            self?.showWelcome()
        }
        machine.addRouteMapping { [weak self] event, fromState, _ in
            guard let self, event == .next || event == .skipVerification else { return nil }
            switch (fromState, needsVerification, needsPasscode) {
            case (.welcome, true, _):
                return .verification
            case (.welcome, false, true):
                return .passcode
            case (.welcome, false, false):
                return .permissions
            case (.verification, _, _):
                return needsPasscode ? .passcode : .permissions
            case (.passcode, _, _):
                return .permissions
            case (.permissions, _, _):
                return .finished
            default:
                return nil
            }
        }
    }

    private func showWelcome() {}
}
