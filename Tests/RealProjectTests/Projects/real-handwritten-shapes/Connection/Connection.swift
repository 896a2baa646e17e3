/// A socket's lifecycle; the enum moves itself.
enum Connection: Equatable {
    case disconnected
    case connecting(attempt: Int)
    case connected
    case closing

    init() {
        self = .disconnected
    }
}
