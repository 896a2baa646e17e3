import StateMachine

final class Beaker {
    private(set) var history: [PhaseLog] = []

    lazy var contents = PhaseMachine {
        initialState(.solid)
        state(.solid) {
            on(.melt) { transition(to: .liquid, emit: .melted) }
        }
        state(.liquid) {
            on(.freeze) { transition(to: .solid, emit: .frozen) }
            on(.boil) { transition(to: .gas, emit: .boiled) }
        }
        state(.gas) {
            on(.condense) { transition(to: .liquid, emit: .condensed) }
        }
        onTransition { [weak self] result in
            guard case let .success(transition) = result, let effect = transition.sideEffect else { return }
            self?.history.append(effect)
        }
    }
}
