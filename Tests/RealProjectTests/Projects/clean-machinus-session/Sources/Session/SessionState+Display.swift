extension SessionState: CustomStringConvertible {
    /// What the debug overlay shows.
    var description: String {
        switch self {
        case .launching: "launching"
        case .signedOut: "signed out"
        case .signingIn: "signing in"
        case .signedIn: "signed in"
        case .expired: "session expired"
        case .suspended: "in the background"
        }
    }
}
