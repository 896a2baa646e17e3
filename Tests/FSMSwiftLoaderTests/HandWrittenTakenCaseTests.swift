import Testing

/// A case of a shared enum that this storage never names is left out of its machine when another
/// storage takes it, however that storage's machine reads the move: written by another type
/// (`store.phase = .opening`), or made by the enum's own function (`LinkPhase.from(code:)`
/// returning `.unknown`). A case nothing takes is still unreachable.
@Suite struct HandWrittenTakenCaseTests {
    static let watcher = """
        final class Watcher {
            let store: Store
            private var lastSeen: LinkPhase = .down
            init(store: Store) { self.store = store }
            func boot(alreadyUp: Bool) { if alreadyUp { lastSeen = .up } }
            func observe(code: Int) {
                if code == 0, lastSeen == .down { lastSeen = .up }
                if code == 3 { lastSeen = .down }
            }
        }
        final class Store {
            var phase: LinkPhase = .down
            func drop() { if phase == .up { phase = .down } }
        }
        """

    @Test func aCaseAnotherTypeWritesToAnotherStorageIsTakenThere() {
        let source =
            Self.watcher + """

                enum LinkPhase { case opening, up, closing, down }
                final class Driver {
                    let store = Store()
                    func open() { store.phase = .opening }
                    func close() { if store.phase == .opening { store.phase = .up } }
                }
                """
        // `opening` is the store's; `closing`, which no code enters, is unreachable in both.
        #expect(
            HandWrittenLimitTests.findings(source) == [
                "5 error unreachable-state: state `closing` can never be entered", "18 error unreachable-state: state `closing` can never be entered",
            ])
    }

    @Test func aCaseTheEnumsOwnFunctionReturnsIsTaken() {
        let source =
            Self.watcher + """

                enum LinkPhase {
                    case up, down, unknown
                    static func from(code: Int) -> LinkPhase {
                        switch code {
                        case 0: return .up
                        case 1: return .down
                        default: return .unknown
                        }
                    }
                }
                """
        #expect(!HandWrittenLimitTests.findings(source).contains { $0.contains("`unknown`") })
    }
}
