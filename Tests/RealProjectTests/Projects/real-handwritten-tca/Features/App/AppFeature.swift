import ComposableArchitecture

@Reducer
struct AppFeature {
    enum State: Equatable {
        case launching
        case onboarding
        case loggedOut(LoginFeature.State)
        case main
    }

    enum Action {
        case appLaunched
        case login(LoginFeature.Action)
        case signOutTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .appLaunched:
                guard case .launching = state else { return .none }
                state = .loggedOut(LoginFeature.State())
                return .none

            case .login(.loginResponse(.success)):
                state = .main
                return .none

            case .login:
                return .none

            case .signOutTapped:
                state = .loggedOut(LoginFeature.State())
                return .none
            }
        }
    }
}
