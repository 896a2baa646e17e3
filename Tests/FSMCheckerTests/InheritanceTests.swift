import FSMDiagnostics
import FSMModel
import Testing

/// Which super states hand transitions down (`Semantics.concreteSuperStates`), how nearer super
/// states override farther ones, and super states nobody inherits.
@Suite struct InheritanceTests {
    /// `Paused` inherits the concrete `Playing`; `Playing` is entered from `Stopped`.
    private func player(_ semantics: Semantics) -> TestMachine {
        var test = TestMachine(initial: "Stopped", semantics: semantics)
        test.states("Stopped", "Playing")
        test.states("Paused", inherits: ["Playing"])
        test.on("Stopped", "Play", to: "Playing")
        test.on("Playing", "Pause", to: "Paused")
        test.on("Playing", "Stop", to: "Stopped")
        test.on("Paused", "Pause", to: "Playing")
        return test
    }

    @Test func concreteSuperStatesHandDownWhereTheNotationSaysSo() throws {
        let spec = player(.spec)
        #expect(spec.check().map(\.ruleID) == ["inherits-concrete-state"])
        let paused = try #require(spec.machine.id(named: "Paused"))
        #expect(spec.machine.effectiveTransitions(of: paused).map { $0.event?.name } == ["Pause"])

        let smc = player(Semantics(concreteSuperStates: true))
        #expect(smc.check().isEmpty)
        let inherited = smc.machine.effectiveTransitions(of: paused)
        #expect(
            inherited.map { "\($0.event?.name ?? "") \($0.target?.name ?? "") \($0.inheritedFrom?.name ?? "own")" } == [
                "Pause Playing own", "Stop Stopped Playing",
            ])
    }

    /// `Door` inherits `Alarmed`, which inherits `Resetable` and handles `Reset` itself: `Door`
    /// gets `Alarmed`'s `Reset` only, under both ways of overriding.
    @Test(arguments: [(Semantics.spec, false), (Semantics(guardOverlap: .mostSpecificWins, inheritedOverride: .explicit), true)])
    func aNearerSuperStateOverridesAFartherOne(semantics: Semantics, marked: Bool) throws {
        var test = TestMachine(initial: "Door", semantics: semantics)
        test.states("Resetable", kind: .abstract)
        test.states("Alarmed", kind: .abstract, inherits: ["Resetable"])
        test.states("Door", inherits: ["Alarmed"])
        test.states("Alarming")
        test.on("Resetable", "Reset", to: "Door")
        test.on("Alarmed", "Reset", to: "Alarming", overriding: marked)
        test.on("Alarming", "Stop", to: "Door")
        let door = try #require(test.machine.id(named: "Door"))
        #expect(test.machine.effectiveTransitions(of: door).map { $0.inheritedFrom?.name } == ["Alarmed"])
        #expect(test.check().isEmpty, "\(test.check())")
    }

    @Test func unusedSuperstateIsTheOneNobodyInherits() {
        var test = TestMachine(initial: "A")
        test.states("Base", kind: .abstract)
        let unused = test.nextLocation
        test.states("Middle", kind: .abstract, inherits: ["Base"])
        test.states("Lonely", kind: .abstract, inherits: ["Lonely"])
        test.states("A")
        test.on("Base", "Reset", to: "A")
        let findings = test.findings("unused-superstate")
        #expect(
            findings.map(\.message) == [
                "abstract super state `Middle` is inherited by no state, so its transitions and actions apply nowhere",
                "abstract super state `Lonely` is inherited by no state, so its transitions and actions apply nowhere",
            ])
        #expect(findings.first?.location == unused)
        #expect(findings.allSatisfy { $0.severity == .warning && $0.hint != nil })
    }
}
