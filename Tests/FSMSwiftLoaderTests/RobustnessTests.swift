import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

@Suite struct RobustnessTests {
    @Test func ignoresCommentedOutCodeAndIfFalseBlocks() throws {
        let source = """
            class Door {
                enum State { case open, closed }
                enum Event { case push, pull }
                let fsm = FSM<State, Event>(initialState: .closed)
                func build() throws {
                    try fsm.buildTable {
                        // define(.open) { when(.push) | then(.open) }
                        /* define(.closed) { when(.pull) | then(.closed) } */
                        #if false
                        define(.closed) { when(.push) | then(.closed) }
                        #endif
                        #if(false)
                        define(.closed) { when(.push) | then(.closed) }
                        #elseif true
                        define(.closed) { when(.push) | then(.open) }
                        #else
                        define(.closed) { when(.pull) | then(.open) }
                        #endif
                        define(.open) {
                            #if os(iOS)
                            when(.pull) | then(.closed)
                            #else
                            when(.push) | then(.closed)
                            #endif
                        }
                    }
                }
            }
            #if false
            extension Door { func more() throws { try fsm.buildTable { define(.open) { when(.push) | then(.open) } } } }
            #endif
            """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.machines.count == 1)
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "closed", in: machine) == ["push -> open @15:31"])
        #expect(transitionLines(of: "open", in: machine) == ["pull -> closed @21:17", "push -> closed @23:17"])
    }

    @Test func aFileWithSyntaxErrorsStillYieldsWhatCanBeRead() throws {
        let source = """
            let fsm = FSM<Int, Int>(initialState: 1)
            try fsm.buildTable {
                define(1) {
                    when(1) | then(2) |
                    when(2) | then(3)
                }
                define(3) { when(1) | then(1 }
            }
            """
        let result = load(source)
        let parseErrors = result.diagnostics.filter { $0.ruleID == "parse-error" }
        #expect(parseErrors.count == 1)
        #expect(parseErrors.first?.severity == .error)
        #expect(parseErrors.first?.location == SourceLocation(file: "Test.swift", line: 7, column: 34))
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name).contains("3"))
    }

    @Test func syntaxErrorsInsideIfFalseAreIgnoredButAMissingEndifIsNot() {
        let ignored = load("#if false\ndefine(.a) { when(.b) | then(.c }\n#endif\nlet x = 1\n")
        #expect(ignored.diagnostics.isEmpty)
        let unterminated = load("define(.a) { when(.b) | then(.c) }\n#if false\nlet x = 1\n")
        #expect(unterminated.diagnostics.map(\.ruleID) == ["parse-error"])
    }

    @Test func readsEnumsDeclaredInOtherFiles() throws {
        let table = """
            final class Turnstile: ExpandedSyntaxBuilder {
                let fsm = FSM<State, Event>(initialState: .locked)
                func build() throws {
                    try fsm.buildTable {
                        define(.locked) { matching(Enforcement.weak) | when(.coin) | then(.unlocked) }
                    }
                }
            }
            """
        let enums = "extension Turnstile {\n    enum State { case locked, unlocked, broken }\n    enum Event { case coin, pass }\n}\n"
        let predicates = "enum Enforcement: SwiftFSM.Predicate, CaseIterable {\n    case weak\n    case strong\n}\n"
        let unrelated = "struct Other { enum State { case x } }\n"
        let result = load(files: [
            ("Sources/Turnstile.swift", table), ("Sources/Other.swift", unrelated), ("Sources/Enums.swift", enums),
            ("Support/Predicates.swift", predicates),
        ])
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["locked", "unlocked", "broken"])
        #expect(machine.states.last?.location == SourceLocation(file: "Sources/Enums.swift", line: 2, column: 41))
        #expect(machine.declaredEvents?.map(\.name) == ["coin", "pass"])
        #expect(
            machine.predicateTypes == [
                PredicateType(
                    name: "Enforcement", cases: ["weak", "strong"], location: SourceLocation(file: "Support/Predicates.swift", line: 1, column: 6))
            ])
    }

    @Test func stateAndEventNamesOfUnrelatedTypesAreNotBorrowed() throws {
        let table =
            "final class Lamp {\n    let fsm = FSM<State, Event>(initialState: .off)\n    func build() throws { try fsm.buildTable { define(.off) { when(.toggle) | then(.on) } } }\n}\n"
        let elsewhere = "final class Radio { enum State { case playing }; enum Event { case tune } }\n"
        let machine = try #require(load(files: [("Lamp.swift", table), ("Radio.swift", elsewhere)]).machines.first)
        #expect(machine.states.map(\.name) == ["off", "on"])
        #expect(machine.declaredEvents == nil)
    }

    @Test(arguments: ["", "\u{0}\u{1}garbage}}}{{{", "import SwiftFSM", "fsm.buildTable", "try fsm.buildTable(makeTable())"])
    func survivesInputThatIsNotATable(text: String) {
        let result = load(text)
        #expect(result.machines.count <= 1)
        #expect(result.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }

    @Test func survivesHostileNesting() {
        let depth = 1_000
        let blocks = String(repeating: "matching(P.a) {\n", count: depth) + "when(.x) | then(.y)\n" + String(repeating: "}\n", count: depth)
        let chain = "x" + String(repeating: ".y", count: 10_000)
        let source = "let fsm = FSM<Int, Int>(initialState: 1)\ntry fsm.buildTable {\n define(1) {\n\(blocks)\n }\n}\nlet z = \(chain)\n"
        let result = load(source)
        #expect(result.machines.count == 1)
        #expect(result.diagnostics.contains { $0.ruleID == "parse-error" })
    }

    @Test func aHugeExpressionBecomesAShortLabel() throws {
        let chain = "x" + String(repeating: ".y", count: 5_000)
        let source = "let fsm = FSM<Int, Int>(initialState: 1)\ntry fsm.buildTable { define(1) { when(1) | then(2) | \(chain) } }\n"
        let machine = try #require(load(source).machines.first)
        let action = try #require(machine.states.first?.transitions.first?.actions.first)
        #expect(action.name.count == 501)
        #expect(action.name.hasSuffix("…"))
    }

    @Test func readsLegacyDefineArguments() throws {
        let source = """
            let fsm = FSM<Int, Int>(initialState: 1)
            try fsm.buildTable {
                define(1, 2, entryActions: [start], file: "file", line: 1) { when(5) | then(3) }
            }
            """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "1", in: machine) == ["5 -> 3 @3:66"])
        #expect(transitionLines(of: "2", in: machine) == ["5 -> 3 @3:66"])
        #expect(machine.states.first?.entryActions.map(\.name) == ["start"])
    }

    @Test func manyFilesLoadInParallelWithStableOutput() {
        let files = (0..<40).map { number in
            (
                path: "File\(number).swift",
                text: "let fsm\(number) = FSM<Int, Int>(initialState: 0)\ntry fsm\(number).buildTable { define(0) { when(1) | then(\(number)) } }\n"
            )
        }
        let first = load(files: files)
        let second = load(files: files)
        #expect(first.machines == second.machines)
        #expect(first.machines.map(\.name) == (0..<40).map { "fsm\($0)" })
    }
}

@Suite struct RuleExampleTests {
    @Test func everyRuleHasSwiftExamplesThatBehave() throws {
        let loader = SwiftLoader()
        #expect(loader.fileExtensions == ["swift"])
        #expect(loader.rules.map(\.id) == ["parse-error", "unsupported-construct"])
        let rule = SwiftLoaderRules.unsupportedConstruct
        let triggering = loader.load([SourceFile(path: rule.triggeringExample.fileName, text: rule.triggeringExample.text)])
        #expect(triggering.diagnostics.contains { $0.ruleID == rule.id })
        let passing = loader.load([SourceFile(path: rule.passingExample.fileName, text: rule.passingExample.text)])
        #expect(passing.diagnostics.isEmpty)
        #expect(passing.machines.count == 1)
    }

    @Test func aSwiftSyntaxErrorBesideAMachineIsAParseError() {
        let result = load("let fsm = FSM<Int, Int>(initialState: 1)\ntry fsm.buildTable { define(1) { when(2) | then(3) } }\nlet x = (\n")
        #expect(result.machines.count == 1)
        #expect(result.diagnostics.map(\.ruleID) == ["parse-error"])
    }

    /// Code of another age or a generated file: it holds no library's machine, so its syntax is the
    /// compiler's business, no finding; its declarations are still read for the machines of other
    /// files, and one note says that the hand-written machines it may hold were not read.
    @Test func syntaxErrorsInAFileWithoutMachinesAreNotFindings() throws {
        let old = "enum Door { case shut, open }\nif let a = x, b = y where a > b { print(a) }\n"
        let table =
            "final class T: SyntaxBuilder {\n    let fsm = FSM<Door, Int>(initialState: .shut)\n"
            + "    func build() throws { try fsm.buildTable { define(.shut) { when(1) | then(.open) } } }\n}\n"
        let result = load(files: [("Old.swift", old), ("Table.swift", table)])
        #expect(
            result.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.severity) \($0.ruleID)" } == [
                "Old.swift:2 note unsupported-construct"
            ])
        #expect(result.diagnostics.first?.message.hasSuffix("the machines this file may hold were not read") == true)
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["shut", "open"])
    }

    /// A form the compiler accepts but swift-syntax rejects (`@MainActor([Row]) -> Void`, no space)
    /// in a file from which no machine is read is a tool limit, never an error, whatever words the
    /// file holds (a comment saying `define`); a machine read from a file that does not parse is.
    @Test func aSyntaxErrorIsAFindingOnlyWhereAMachineIsRead() {
        let source = "// the limits define the range\nfunc run(apply: @escaping @MainActor([Int]) -> Void) {}\n"
        #expect(load(source).diagnostics.map { "\($0.location.line) \($0.severity) \($0.ruleID)" } == ["2 note unsupported-construct"])
        let table = "let fsm = FSM<Int, Int>(initialState: 1)\ntry fsm.buildTable { define(1) { when(2) | then(3) } }\n"
        #expect(load(table + source).diagnostics.map(\.ruleID).contains("parse-error"))
    }

    /// A hand-written machine in a file that does not parse is not checked, and not silently: one note.
    @Test func aHandWrittenMachineInAFileThatDoesNotParseIsANote() {
        let source = """
            final class Door {
                enum State { case open, shut, stuck }
                var state: State = .shut
                func toggle() { switch state { case .open: state = .shut; case .shut, .stuck: state = .open } }
                func broken( {
            }
            """
        let result = load(source)
        #expect(result.machines.isEmpty)
        #expect(result.diagnostics.map { "\($0.location.line) \($0.severity) \($0.ruleID)" } == ["5 note unsupported-construct"])
    }
}

@Suite struct SpecTests {
    @Test(arguments: ["TurnstileBasic", "TurnstileSuperState", "TurnstilePredicates", "TurnstileClash"])
    func specsReadCleanlyAndMatchTheirGoldenModels(name: String) throws {
        let url = repositoryRoot().appendingPathComponent("Specs/\(name).swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = SwiftLoader().load([SourceFile(path: "Specs/\(name).swift", text: text)])
        #expect(result.diagnostics.isEmpty, "\(warnings(result))")
        #expect(result.machines.count == 1)
        #expect(try matchesGolden(ModelDump.text(of: result.machines), named: "\(name).txt"))
    }
}
