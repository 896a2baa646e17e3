import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// A Bool property of the state enum tested before a move (`guard !state.isFinal else { return }`)
/// narrows the move to the cases its getter says; the cases an `isFinal` or `isTerminal` property
/// holds for are final, as `// fsmcheck: final` would make them.
@Suite struct EnumPredicateTests {
    static func download(getter: String, property: String = "isDone") -> String {
        """
        enum Progress {
            case waiting, running, paused, finished, failed
            var \(property): Bool {
                \(getter)
            }
        }
        final class Download {
            private var progress = Progress.waiting
            private func update(_ next: Progress) {
                guard !progress.\(property) else { return }
                progress = next
            }
            func start() { update(.running) }
            func pause() { update(.paused) }
            func finish() { update(.finished) }
            func fail() { update(.failed) }
        }
        """
    }

    static let getters = [
        "switch self { case .finished, .failed: return true; default: return false }",
        "switch self { case .waiting, .running, .paused: false; case .finished, .failed: true }",
        "self == .finished || self == .failed",
        "[.finished, .failed].contains(self)",
    ]

    @Test(arguments: getters)
    func aPropertyTestNarrowsTheMoveToWhatItsGetterSays(getter: String) throws {
        let machine = try HandWrittenShapeTests.machine(Self.download(getter: getter))
        let leaving = BuilderDialectDump.edges(of: machine).map { String($0.prefix { $0 != ":" }) }
        #expect(Set(leaving) == ["waiting", "running", "paused"])
        #expect(
            HandWrittenLimitTests.findings(Self.download(getter: getter)) == [
                "2 warning dead-end: state `finished` is a dead end: once entered, it is never left",
                "2 warning dead-end: state `failed` is a dead end: once entered, it is never left",
            ])
    }

    @Test(arguments: ["isFinal", "isTerminal"])
    func casesTheEnumCallsFinalAreFinal(property: String) throws {
        let source = Self.download(getter: Self.getters[0], property: property)
        let machine = try HandWrittenShapeTests.machine(source)
        #expect(machine.states.filter(\.isFinal).map(\.name) == ["finished", "failed"])
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
    }

    /// A getter read no other way (it calls a function) narrows nothing: every state may move.
    @Test func aGetterNotReadNarrowsNothing() throws {
        let machine = try HandWrittenShapeTests.machine(Self.download(getter: "return Rules.isDone(self)"))
        let leaving = Set(BuilderDialectDump.edges(of: machine).map { String($0.prefix { $0 != ":" }) })
        #expect(leaving == ["waiting", "running", "paused", "finished", "failed"])
    }
}
