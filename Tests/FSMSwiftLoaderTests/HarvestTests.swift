import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// Harvest, RxAutomaton's Combine successor: the same rows, given to a `Harvester`.
@Suite struct HarvestTests {
    @Test func readsHarvesterRowsReducedWithAStrategy() throws {
        let files = [
            (
                path: "LoginTypes.swift",
                text: """
                enum State { case loggedOut, loggingIn, loggedIn, loggingOut }
                enum Input { case login, loginOK, logout, logoutOK, forceLogout, reset }
                """
            ),
            (
                path: "Login.swift",
                text: """
                import Harvest

                final class Login {
                    let canForceLogout: (State) -> Bool = [.loggingIn, .loggedIn].contains
                    let mappings: [Harvester<Input, State>.EffectMapping<EffectQueue, Never>] = [
                        .login | .loggedOut => .loggingIn | Effect(loginOK, queue: .request),
                        .loginOK | .loggingIn => .loggedIn | .empty,
                        .logout | .loggedIn => .loggingOut | Effect(logoutOK, queue: .request),
                        .logoutOK | .loggingOut => .loggedOut | .empty,
                        .forceLogout | canForceLogout => .loggingOut | .empty,
                        .reset | any => .loggedOut | .empty,
                    ]
                    lazy var harvester = Harvester(
                        state: .loggedOut, input: inputs, mapping: .reduce(.first, mappings), scheduler: DispatchQueue.main)
                }
                """
            ),
        ]
        let result = load(files: files)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(result.machines.count == 1)
        #expect(machine.name == "Login.harvester")
        #expect(machine.dialect == "rxautomaton")
        #expect(machine.initial?.name == "loggedOut")
        #expect(machine.states.map(\.name) == ["loggedOut", "loggingIn", "loggedIn", "loggingOut"])
        #expect(machine.declaredEvents?.map(\.name) == ["login", "loginOK", "logout", "logoutOK", "forceLogout", "reset"])
        #expect(transitionLines(of: "loggedOut", in: machine) == ["login -> loggingIn / loginOK @6:9", "reset -> loggedOut @11:9"])
        #expect(
            transitionLines(of: "loggingIn", in: machine) == [
                "loginOK -> loggedIn @7:9", "forceLogout -> loggingOut @10:9", "reset -> loggedOut @11:9",
            ])
        let findings = Checker().check(machine).map(\.ruleID)
        #expect(findings.isEmpty)
    }

    @Test func anyInputIsEveryInputAndAMissingRowLeavesADeadState() throws {
        let source = """
            enum Phase { case idle, running, stuck }
            enum Tap { case start, fail, stop }
            let harvester = Harvester<Tap, Phase>(
                state: .idle, inputs: taps,
                mapping: .reduce(.first, [
                    .start | .idle => .running | .empty,
                    any | .running => .stuck | .empty,
                ]))
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "running", in: machine) == ["start -> stuck @7:9", "fail -> stuck @7:9", "stop -> stuck @7:9"])
        let findings = Checker().check(machine).map { "\($0.ruleID) \($0.message)" }
        #expect(findings.contains { $0.hasPrefix("dead-end") && $0.contains("stuck") })
    }

    @Test func aRowWhoseTargetIsHeldInAVariableIsSkippedWithItsPlace() throws {
        let source = """
            enum State { case a, b }
            enum Input { case go }
            let next = State.b
            let harvester = Harvester(state: .a, input: inputs, mapping: .reduce(.first, [.go | .a => next | .empty]))
            """
        let result = load(source)
        #expect(
            warnings(result) == ["4:91 unsupported-construct: the target of `.go | .a => next | .empty` is held in a variable; the row was skipped"])
    }
}
