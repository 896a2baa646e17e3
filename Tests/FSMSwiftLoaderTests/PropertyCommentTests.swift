import FSMDiagnostics
import FSMModel
import FSMSwiftLoader
import Testing

/// `// fsmcheck: never: shipped` on a Swift machine's declaration (its storage, its table, or the
/// enum of its states) states a property, in the grammar `// fsmcheck: final` shares.
@Suite struct PropertyCommentTests {
    static let download = """
        final class DownloadTask {
            // fsmcheck: precedence: { state: completed, requires: downloading }
            @available(iOS 15, *)
            enum State {
                case notStarted
                case downloading
                case completed  // fsmcheck: final
            }

            // fsmcheck: response: { from: downloading, to: completed }
            private(set) var state: State = .notStarted  // fsmcheck: never: stuck

            func resume() {
                guard state == .notStarted else { return }
                state = .downloading
            }

            func finish() {
                guard state == .downloading else { return }
                state = .completed
            }
        }
        """

    @Test func commentsOnTheStorageAndTheEnumStateProperties() throws {
        let result = load(Self.download)
        let machine = try #require(result.machines.first)
        #expect(
            machine.properties.map(\.text) == [
                "response: { from: downloading, to: completed }", "never: stuck", "precedence: { state: completed, requires: downloading }",
            ])
        #expect(machine.properties[1].location == SourceLocation(file: "Test.swift", line: 11, column: 63))
        #expect(result.diagnostics.filter { $0.ruleID == "invalid-property" }.isEmpty)
    }

    /// A file checked out with Windows line breaks: `\r\n` is one `Character`, and splitting the
    /// text at `"\n"` once made it a single line, so every comment was silently missed.
    @Test func commentsAreReadInAFileWithWindowsLineBreaks() throws {
        let result = load(Self.download.replacing("\n", with: "\r\n"))
        let machine = try #require(result.machines.first)
        #expect(
            machine.properties.map(\.text) == [
                "response: { from: downloading, to: completed }", "never: stuck", "precedence: { state: completed, requires: downloading }",
            ])
        #expect(machine.properties[1].location == SourceLocation(file: "Test.swift", line: 11, column: 63))
    }

    @Test func aMalformedPropertyCommentIsReportedWhereItIs() {
        let text = Self.download.replacing("// fsmcheck: never: stuck", with: "// fsmcheck: nevr: stuck")
        let problems = load(text).diagnostics.filter { $0.ruleID == "invalid-property" }
        #expect(problems.map { "\($0.location.line):\($0.location.column) \($0.message)" } == ["11:63 unknown property pattern `nevr`"])
        #expect(problems.first?.hint?.hasPrefix("did you mean `never`?") == true)
    }

    /// A SwiftFSM machine is declared twice: its FSM variable and its table. A comment on either
    /// counts, the variable's even in another file (a base class), and counts once.
    @Test func aSwiftFSMVariableTakesPropertiesWhereverItIsDeclared() throws {
        let base = """
            class TurnstileBase: SyntaxBuilder {
                enum State { case locked, unlocked, broken }
                enum Event { case coin, pass }

                // fsmcheck: never: broken
                let fsm = FSM<State, Event>(initialState: .locked)  // fsmcheck: reachable: unlocked
            }
            """
        let table = """
            final class Turnstile: TurnstileBase {
                func start() throws {
                    // fsmcheck: always-reachable: locked
                    try fsm.buildTable {
                        define(.locked) { when(.coin) | then(.unlocked) }
                        define(.unlocked) { when(.pass) | then(.locked) }
                    }
                }
            }
            """
        let result = SwiftLoader().load([SourceFile(path: "Base.swift", text: base), SourceFile(path: "Turnstile.swift", text: table)])
        let machine = try #require(result.machines.first)
        #expect(machine.properties.map(\.text).sorted() == ["always-reachable: locked", "never: broken", "reachable: unlocked"])
        #expect(machine.properties.first { $0.text == "never: broken" }?.location == SourceLocation(file: "Base.swift", line: 5, column: 18))

        let oneFile =
            "enum State { case a, b }\nenum Event { case go }\n// fsmcheck: nevr: b\nlet fsm = FSM<State, Event>(initialState: .a); try fsm.buildTable { define(.a) { when(.go) | then(.b) } }\n"
        let problems = SwiftLoader().load([SourceFile(path: "One.swift", text: oneFile)]).diagnostics.filter { $0.ruleID == "invalid-property" }
        #expect(problems.map(\.location.line) == [3])
    }
}
