import RxAutomaton
import RxSwift

/// RxAutomaton's login example in our own words: logging in and out each pass through a
/// "working" state while a request runs, and a forced logout may interrupt either session state.
final class LoginAutomaton {
    enum State { case loggedOut, loggingIn, loggedIn, loggingOut }
    enum Input { case login, loginOK, logout, logoutOK, forceLogout }

    let (inputSignal, inputObserver) = Observable<Input>.pipe()

    let canForceLogout: (State) -> Bool = [.loggingIn, .loggedIn].contains

    private let mappings: [Automaton<State, Input>.EffectMapping] = [
        .login       | .loggedOut  => .loggingIn  | requestLogin,
        .loginOK     | .loggingIn  => .loggedIn   | .empty(),
        .logout      | .loggedIn   => .loggingOut | requestLogout,
        .logoutOK    | .loggingOut => .loggedOut  | .empty(),
        .forceLogout | canForceLogout => .loggingOut | requestLogout,
    ]

    private lazy var automaton = Automaton(state: .loggedOut, input: inputSignal, mapping: reduce(mappings), strategy: .latest)
}

let requestLogin = Observable<LoginAutomaton.Input>.just(.loginOK)
let requestLogout = Observable<LoginAutomaton.Input>.just(.logoutOK)
