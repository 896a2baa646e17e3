/// A socket's lifecycle, written by hand: the enum moves itself on each event.
public enum Connection: Equatable, Sendable {
    case disconnected
    case connecting(attempt: Int)
    case connected
    case closing

    public init() {
        self = .disconnected
    }

    public mutating func send(_ event: ConnectionEvent) {
        switch (event, self) {
        case (.connect, .disconnected):
            self = .connecting(attempt: 1)
        case (.opened, .connecting):
            self = .connected
        case (.failed, .connecting):
            self = .disconnected
        case (.close, .connected):
            self = .closing
        case (.closed, .closing), (.closed, .connected):
            self = .disconnected
        default:
            break
        }
    }
}

public enum ConnectionEvent: String, Sendable {
    case connect, opened, failed, close, closed
}
