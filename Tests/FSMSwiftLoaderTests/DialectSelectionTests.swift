import FSMDiagnostics
import Testing

@testable import FSMSwiftLoader

@Suite struct DialectSelectionTests {
    static let mixed = """
        struct Turnstile: SyntaxBuilder {
            let fsm = FSM<Int, Int>(initialState: 1)
            func build() throws { try fsm.buildTable { define(1) { when(2) | then(3) } } }
        }
        let stated = StateMachine<Int, Int>(initialState: 1, mappings: [2 | 1 => 3])
        let automaton = Automaton(state: 1, input: signal, mapping: reduce([2 | 1 => 3]))
        let swiftState = StateMachine<Int, Int>(state: 1) { $0.addRoute(1 => 3) }
        """

    @Test func everyDialectIsReadByDefaultAndEachClaimsOnlyItsOwnMachine() {
        let dialects = load(Self.mixed).machines.map(\.dialect)
        #expect(dialects.sorted() == ["rxautomaton", "stated", "swiftfsm", "swiftstate"])
    }

    @Test(arguments: ["swiftfsm", "stated", "rxautomaton", "swiftstate"])
    func namedDialectsAreTheOnlyOnesRead(dialect: String) {
        let result = SwiftLoader(dialects: [dialect]).load([SourceFile(path: "Test.swift", text: Self.mixed)])
        #expect(result.machines.map(\.dialect) == [dialect])
    }

    @Test func theKnownDialectNamesAreTheExtractorsOwn() {
        #expect(Set(SwiftLoader.dialectNames).isSuperset(of: ["swiftfsm", "stated", "rxautomaton", "swiftstate"]))
        #expect(SwiftLoader.dialectNames.count == Set(SwiftLoader.dialectNames).count)
        #expect(SwiftLoader(dialects: []).load([SourceFile(path: "Test.swift", text: Self.mixed)]).machines.isEmpty)
    }
}
