extension LoginFeature {
    enum Status: Equatable {
        case idle
        case submitting
        case loggedIn
        case failed(String)
        /// Planned for too many attempts; no action sets it yet.
        case locked
    }
}
