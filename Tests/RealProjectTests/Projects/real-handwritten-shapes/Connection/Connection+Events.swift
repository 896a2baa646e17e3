extension Connection {
    mutating func send(_ event: ConnectionEvent) {
        switch (event, self) {
        case (.connect, .disconnected):
            self = .connecting(attempt: 1)
        case (.opened, .connecting):
            self = .connected
        case let (.failed, .connecting(attempt)) where attempt < 3:
            self = .connecting(attempt: attempt + 1)
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

enum ConnectionEvent {
    case connect, opened, failed, close, closed
}
