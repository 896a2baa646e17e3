import FSMDiagnostics
import FSMModel
import FSMTestSupport
import Testing

@testable import FSMSMCLoader

@Suite struct SMCLoaderTests {
    static let examples = ["ice", "readme_01", "readme_02", "readme_03", "readme_04", "readme_05", "turnstile", "twoCoinTurnstile"]

    /// Every example loads without a diagnostic and means what CC_SMC says it means: its
    /// "optimized" listing (each concrete state with every transition it has, inherited ones
    /// included, and the exit, entry and transition actions each runs) is rebuilt from our model.
    @Test(arguments: examples)
    func agreesWithCCSMC(example: String) throws {
        let result = SMCLoader().load([try TestFiles.fixture(example + ".sm")])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let machine = try #require(result.machines.first)
        let observed = try TestFiles.fixture(example + ".observed.txt").text
        let lines = observed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("Initial: \(machine.initial?.name ?? "")"))
        #expect(lines.contains("Fsm: \(machine.name)"))
        let listing = try #require(lines.firstIndex(of: "{"))
        let expected = lines[listing...].joined(separator: "\n").trimmingTrailingNewlines
        #expect(CCSMCListing.text(of: machine) == expected)
    }

    @Test func readsEveryConstructOfTheNotationWithLocations() throws {
        let result = SMCLoader().load([try TestFiles.fixture("readme_05.sm")])
        let machine = try #require(result.machines.first)
        #expect(
            ModelDump.text(of: machine) == """
                machine Turnstile [smc] initial=Locked@1:10
                Resetable abstract @4:4
                  Reset@5:5 -> Locked@5:17 @5:5
                Locked atomic @7:3 : Resetable entry=lock
                  Coin@8:5 -> Unlocked@8:13 @8:5
                  Pass@9:5 -> Alarming@9:13 @9:5
                Unlocked atomic @11:3 : Resetable entry=unlock
                  Coin@12:5 -> Unlocked@12:13 / thankyou @12:5
                  Pass@13:5 -> Locked@13:13 @13:5
                Alarming atomic @15:3 : Resetable entry=alarmOn exit=alarmOff
                """)
        #expect(machine.semantics == .smc)
    }

    @Test func dashAndStarKeepTheState() throws {
        let result = SMCLoader().load([
            SourceFile(
                path: "keep.sm",
                text: """
                    FSM: Keep
                    Initial: A
                    {
                      (Base) Ping * ping
                      A : Base { Stay - stay  Again * - }
                    }
                    """)
        ])
        let machine = try #require(result.machines.first)
        #expect(result.diagnostics.isEmpty)
        #expect(
            ModelDump.text(of: machine) == """
                machine Keep [smc] initial=A@2:10
                Base abstract @4:4
                  Ping@4:10 -> (internal) / ping @4:10
                A atomic @5:3 : Base
                  Stay@5:14 -> A@5:19 / stay @5:14
                  Again@5:27 -> A@5:33 @5:27
                """)
    }

    @Test func keepsWhatTheCheckerJudges() throws {
        let result = SMCLoader().load([
            SourceFile(
                path: "semantic.sm",
                text: """
                    FSM: Semantic
                    Initial: Nowhere
                    {
                      (A) : B Go X -
                      (B) : A Go Y -
                      S : A : B { Go Nowhere - Go Nowhere - Jump A - }
                    }
                    """)
        ])
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.superStateClosure(of: try #require(machine.id(named: "S"))).count == 2)
        #expect(machine[try #require(machine.id(named: "S"))].transitions.map { $0.target?.name } == ["Nowhere", "Nowhere", "A"])
    }

    @Test func syntaxErrorsAreReportedAndParsingContinues() throws {
        let result = SMCLoader().load([
            SourceFile(
                path: "broken.sm",
                text: """
                    Initial: Locked
                    FSM Turnstile
                    {
                      Locked {
                        Coin Unlocked unlock
                        Pass ? alarm
                        Reset Locked {alarmOff lock
                      }
                      Unlocked Coin Unlocked thankyou
                      Unlocked Pass
                    """)
        ])
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(
            found == [
                "2:1 expected `{` to open the state list, found `FSM`"
            ])
        #expect(result.diagnostics.allSatisfy { $0.ruleID == "parse-error" && $0.hint != nil })
    }

    @Test func recoversInsideTheStateList() throws {
        let result = SMCLoader().load([
            SourceFile(
                path: "broken.sm",
                text: """
                    Initial: Locked
                    FSM: Turnstile
                    {
                      Locked {
                        Coin Unlocked unlock
                        Pass ? alarm
                        Reset Locked {alarmOff ; lock}
                      }
                      Unlocked Coin Unlocked thankyou
                      Unlocked Pass
                    """)
        ])
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(
            found == [
                "6:10 expected the next state after `Pass`, found `?`",
                "7:28 expected an action name or `}` in the action group, found `;`",
                "10:12 expected the next state after `Pass`, found the end of the file",
                "3:1 the state list is never closed",
            ])
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["Locked", "Unlocked"])
        #expect(machine[try #require(machine.id(named: "Unlocked"))].transitions.count == 1)
    }

    @Test func reportsHeadersAndInconsistentDeclarations() throws {
        let result = SMCLoader().load([
            SourceFile(
                path: "headers.sm",
                text: """
                    Initail: A
                    FSM: X
                    FSM: Y
                    { (A) Go B -  A Go B - }
                    """)
        ])
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message) | \($0.hint ?? "")" }
        #expect(
            found == [
                "1:1 parse-error unknown header `Initail` | did you mean `Initial`?",
                "3:1 parse-error header `FSM` is given twice | keep one of them",
                "4:15 smc-inconsistent-state state `A` is declared concrete here but abstract before | write `(A)` everywhere",
            ])
        #expect(result.machines.first?.name == "X")
    }

    @Test(arguments: [
        "", "{", "}", "(((", "{ A { B", "\u{0}\u{1}\u{FFFD}binary", String(repeating: "{", count: 1000), String(repeating: "(", count: 1000),
        "Initial: A\n{ A : : < > { } }", "{ A B C { x y }", "{ A B - - - - }",
    ])
    func badInputIsDiagnosedWithoutCrashing(text: String) {
        let result = SMCLoader().load([SourceFile(path: "bad.sm", text: text)])
        #expect(!result.diagnostics.isEmpty)
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
        }
    }

    @Test func windowsLineEndingsCountAsOneLine() throws {
        let result = SMCLoader().load([SourceFile(path: "crlf.sm", text: "FSM: M\r\nInitial: A\r\n// comment\r\n{\r\n  A Go ? -\r\n}\r\n")])
        #expect(result.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["5:8"])
    }
}

/// CC_SMC's "optimized" listing of a machine, rebuilt from the model: concrete states sorted by
/// name, each with its effective transitions as `Event Target {exit actions, entry actions,
/// transition actions}` — the order CC_SMC runs them in.
///
/// One documented difference: `-` or `*` in an abstract super state is an internal transition in
/// our model (the inheriting state stays), while CC_SMC targets the abstract state itself. The
/// listing names the abstract state there, as CC_SMC does, and runs its entry actions.
enum CCSMCListing {
    static func text(of machine: Machine) -> String {
        var lines = ["{"]
        let concrete = machine.stateIDs.filter { !machine[$0].isAbstract }.sorted { machine[$0].name < machine[$1].name }
        for id in concrete {
            lines.append("  \(machine[id].name) {")
            for transition in machine.effectiveTransitions(of: id) {
                guard let event = transition.event?.name else { continue }
                let targetName = transition.target?.name ?? transition.inheritedFrom?.name ?? machine[id].name
                let entry = machine.id(named: targetName).map(machine.effectiveEntryActions(of:)) ?? []
                let actions = machine.effectiveExitActions(of: id) + entry + transition.actions
                lines.append("    \(event) \(targetName) {\(actions.map(\.name).joined(separator: " "))}")
            }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
