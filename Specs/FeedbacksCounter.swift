// Feedbacks: a counter. Both transitions lead back to `Counter`, a state type whose value changes:
// by type, the machine has one state with two self-transitions, which lint reports as a dead end
// (the counter never reaches another state).
import Feedbacks

struct Counter: State { let value: Int }
struct Increase: Event {}
struct Decrease: Event {}

let counter = System {
    InitialState {
        Counter(value: 0)
    }
    Feedbacks {
        Feedback(on: Counter.self, strategy: .continueOnNewState) { _ in Just(Increase()) }
    }
    Transitions {
        From(Counter.self) { state in
            On(Increase.self, transitionTo: Counter(value: state.value + 1))
            On(Decrease.self, transitionTo: Counter(value: state.value - 1))
        }
    }
}
