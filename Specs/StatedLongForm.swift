import Stated

/// The same kind of login flow in Stated's long form, where each mapping reads as a sentence:
/// an input, given a state, transitions to another, performing a side effect.
final class SessionFlow {
    struct StartingState: SimpleState {}
    struct SignedInState: SimpleState {}
    struct SignedOutState: SimpleState {}

    struct States {
        static let starting = StartingState.slot
        static let signedIn = SignedInState.slot
        static let signedOut = SignedOutState.slot
    }

    struct Inputs {
        static let restore = input()
        static let signIn = input()
        static let signOut = input()
    }

    func makeMachine() -> StateMachine {
        let mappings: [AnyStateTransitionTrigger] = [
            Inputs.restore.given(States.starting).transition(to: States.signedOut),
            Inputs.signIn.from(States.signedOut).transition(to: States.signedIn).performingSideEffect(loadProfile),
            Inputs.signOut.given(States.signedIn).transition(to: States.signedOut).performingSideEffect(forgetProfile),
        ]
        let machine = StateMachine(initialState: StartingState(), mappings: mappings)
        return machine
    }

    func loadProfile(_ machine: StateMachine) {}
    func forgetProfile(_ machine: StateMachine) {}
}
