import Stated

/// A login flow in Stated: the app starts uninitialized, looks for a stored account while
/// indexing, and then is logged in or out; logging out from anywhere logged in returns to the
/// logged-out screen.
final class LoginFlow {
    struct UninitializedState: SimpleState {}
    struct IndexingState: SimpleState {}
    struct LoggedInState: SimpleState {}
    struct LoggedOutState: SimpleState {}

    struct States {
        static let uninitialized = UninitializedState.slot
        static let indexing = IndexingState.slot
        static let loggedIn = LoggedInState.slot
        static let loggedOut = LoggedOutState.slot
    }

    struct Inputs {
        static let initialize = input()
        static let indexed = input()
        static let logIn = input()
        static let logOut = input()
    }

    lazy var machine = StateMachine(initialState: UninitializedState(), mappings: mappings)

    private lazy var mappings: [AnyStateTransitionTrigger] = [
        Inputs.initialize | States.uninitialized => States.indexing | startIndexing,
        Inputs.indexed    | States.indexing      => States.loggedOut,
        Inputs.logIn      | States.indexing      => States.loggedIn | restoreSession,
        Inputs.logIn      | States.loggedOut     => States.loggedIn | restoreSession,
        Inputs.logOut     | States.loggedIn      => States.loggedOut | clearSession,
    ]

    func startIndexing(_ machine: StateMachine) {}
    func restoreSession(_ machine: StateMachine) {}
    func clearSession(_ machine: StateMachine) {}
}
