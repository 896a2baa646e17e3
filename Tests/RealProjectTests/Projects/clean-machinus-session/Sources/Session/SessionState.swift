import Machinus

/// Where the user's session is; `suspended` is where the app waits while it is in the background.
enum SessionState: StateIdentifier {
    case launching
    case signedOut
    case signingIn
    case signedIn
    case expired
    case suspended
}
