import Connection
import Testing

/// The one file a user writes: how the generated tests drive the connection.
struct ConnectionAdapter: ConnectionDriving {
    private var connection = Connection()

    init() async throws {}

    mutating func send(_ step: ConnectionStep) async throws {
        guard let name = step.event, let event = ConnectionEvent(rawValue: name) else {
            Issue.record("no event \(step.event ?? "nil") in the connection")
            return
        }
        connection.send(event)
    }

    func activeStates() async throws -> Set<String> {
        switch connection {
        case .disconnected: ["disconnected"]
        case .connecting: ["connecting"]
        case .connected: ["connected"]
        case .closing: ["closing"]
        }
    }
}
