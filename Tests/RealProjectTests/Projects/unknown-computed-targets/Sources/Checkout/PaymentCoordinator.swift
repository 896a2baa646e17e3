import StateMachine

/// Talks to the bank. After a decline it retries while attempts remain (`retryTarget`), and an
/// operator may move a stuck payment to any state (`override(to:)`).
final class PaymentCoordinator {
    typealias Machine = StateMachine<PaymentState, PaymentEvent, PaymentEffect>

    var attempts = 0

    var retryTarget: PaymentState {
        attempts < 3 ? .authorizing : .failed
    }

    lazy var machine = Machine {
        initialState(.idle)
        state(.idle) {
            on(.submit) { transition(to: .authorizing, emit: .contactBank) }
        }
        state(.authorizing) {
            on(.approved) { transition(to: .captured, emit: .showReceipt) }
            on(.declined) { transition(to: .declined) }
        }
        state(.declined) {
            on(.retry) { transition(to: self.retryTarget) }
        }
        state(.failed) {
            on(.reset) { transition(to: .idle) }
        }
    }

    func override(to state: PaymentState) -> Machine {
        Machine {
            initialState(.failed)
            state(.failed) {
                on(.reset) { transition(to: state) }
            }
        }
    }
}
