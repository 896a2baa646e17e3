import ComposableArchitecture

@Reducer
struct LoginFeature {
    @ObservableState
    struct State: Equatable {
        var status: Status = .idle
        var email = ""
    }

    enum Action {
        case emailChanged(String)
        case submitTapped
        case loginResponse(Result<String, Error>)
        case logoutTapped
        case dismissError
    }

    @Dependency(\.authClient) var authClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .emailChanged(email):
                state.email = email
                return .none

            case .submitTapped:
                guard state.status == .idle else { return .none }
                state.status = .submitting
                return .run { [email = state.email] send in
                    await send(.loginResponse(Result { try await authClient.login(email) }))
                }

            case .loginResponse(.success):
                state.status = .loggedIn
                return .none

            case let .loginResponse(.failure(error)):
                state.status = .failed(error.localizedDescription)
                return .none

            case .logoutTapped:
                state.status = .idle
                return .none

            case .dismissError:
                if case .failed = state.status {
                    state.status = .idle
                }
                return .none
            }
        }
    }
}
