import Foundation

final class OnboardingModel {
    enum Step {
        case welcome
        case permissions
        case account
        case finished  // fsmcheck: final
    }

    var step: Step?

    func begin() {
        guard step == nil else { return }
        step = .welcome
    }

    func next() {
        switch step {
        case .welcome?:
            step = .permissions
        case .permissions?:
            step = .account
        case .account?:
            step = .finished
        case .finished?, nil:
            break
        }
    }

    func skip() {
        if step != .finished {
            step = .finished
        }
    }
}
