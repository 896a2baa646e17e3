import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// Hostile shapes for the Machinus, Tinder, Feedbacks and reducer readers: they must finish, read
/// what is readable and never exhaust the stack.
@Suite struct BuilderDialectRobustnessTests {
    static let depth = 1_000

    @Test func aLongTernaryChainInAHandlerIsReadWithoutRecursion() throws {
        let chain = (0..<Self.depth).map { "c\($0) ? transition(to: .s\($0 % 3)) : " }.joined() + "dontTransition()"
        let source = "let m = StateMachine<S, E, F> {\n initialState(.s0)\n state(.s0) { on(.e) { \(chain) } }\n}"
        let machine = try #require(load(source).machines.first)
        #expect(machine.states.first?.transitions.count == Self.depth + 1)
    }

    @Test func deeplyParenthesisedAndNestedValuesFinish() {
        let parenthesised = String(repeating: "(", count: Self.depth) + ".b" + String(repeating: ")", count: Self.depth)
        let sources = [
            "let m = StateMachine { StateConfig<S>(.a, dynamicTransition: { \(parenthesised) }) }",
            "enum R { case a, b\n mutating func handle(event: E) { switch (self, event) { case (.a, .e): "
                + String(repeating: "if x { ", count: Self.depth) + "self = .b" + String(repeating: " }", count: Self.depth)
                + "\n default: break } } }",
            "let t = Transitions { From(A.self) { " + String(repeating: "{ ", count: Self.depth) + String(repeating: "} ", count: Self.depth) + "} }",
        ]
        for source in sources {
            let result = load(source)
            #expect(result.machines.count <= 1)
        }
    }

    @Test func nestingThatDoublesAtEveryLevelStopsAtTheStateLimit() throws {
        let levels = 40
        let enums = (0..<levels).map { level in
            let payload = level + 1 < levels ? "(L\(level + 1))" : ""
            return
                "enum L\(level) { case a\(payload), b\(payload)\n mutating func handleEvent(event: E) { switch (self, event) { default: break } } }"
        }
        let result = load(enums.joined(separator: "\n"))
        let machine = try #require(result.machines.first)
        #expect(result.machines.count == 1)
        #expect(machine.states.count <= ReducerAssembly.stateLimit)
        #expect(result.diagnostics.map(\.ruleID) == ["unsupported-construct"])
    }

    @Test func brokenSnippetsStillYieldWhatParsed() throws {
        let source = """
            let machine = StateMachine {
                StateConfig<UserState>(.loggedIn, canTransitionTo: .loggedOut, …)
                StateConfig<UserState>(.loggedOut, canTransitionTo: registering
                StateConfig<UserState>(.registering
            }
            """
        let result = load(source)
        #expect(result.diagnostics.contains { $0.ruleID == "parse-error" })
        let machine = try #require(result.machines.first)
        #expect(machine.states.first?.name == "loggedIn")
        #expect(machine.states.first?.transitions.first?.target?.name == "loggedOut")
    }
}
