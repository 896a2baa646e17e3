import FSMChecker
import FSMDiagnostics
import FSMSMCLoader
import Testing

/// What CC_SMC calls semantic errors reach the checker's rules through the model, and the checker
/// reports more than CC_SMC does (reachability, dead ends, super-state cycles, which crash CC_SMC).
@Suite struct SMCCheckerTests {
    static let cases: [(rule: String, source: String)] = [
        ("undefined-state", "FSM: M\nInitial: A\n{ A Go Nowhere - }"),
        ("duplicate-transition", "FSM: M\nInitial: A\n{ A { Go A - Go A - } }"),
        ("abstract-target", "FSM: M\nInitial: A\n{ (S) Go A -\n A : S Back S - }"),
        ("conflicting-superstates", "FSM: M\nInitial: C\n{ (S1) Go A -\n (S2) Go B -\n A Go C -\n B Go C -\n C : S1 : S2 {} }"),
        ("unreachable-state", "FSM: M\nInitial: A\n{ A Go A -\n B Go A - }"),
        ("dead-end", "FSM: M\nInitial: A\n{ A Go B -\n B {} }"),
        ("superstate-cycle", "FSM: M\nInitial: C\n{ (A) : B Go C -\n (B) : A Go C -\n C : A Stay - - }"),
        ("missing-initial", "FSM: NoStart\n{ A Go A - }"),
        ("missing-initial", "FSM: Empty\n{}"),
        ("undefined-state", "FSM: M\nInitial: A\n{ A : Missing Go A - }"),
        ("unused-superstate", "FSM: M\nInitial: A\n{ (Unused) Reset A -\n A Go A - }"),
    ]

    /// CC_SMC's problems that only the loader sees, because the model cannot carry them.
    static let loaderCases: [(rule: String, source: String)] = [
        ("smc-missing-header", "Initial: A\n{ A Go A - }"),
        ("parse-error", "FSM: M\nInitial: A\nInitial: B\n{ A Go A - }"),
        ("smc-inconsistent-state", "FSM: M\nInitial: A\n{ (A) Go A -\n A Go A - }"),
        ("smc-conflicting-state-actions", "FSM: M\nInitial: A\n{ A <on Go A -\n A <off Stop A - }"),
        ("smc-row-without-event", "FSM: M\nInitial: A\n{ A { Go A -  - A - } }"),
        ("undefined-state", "FSM: M\nInitial: A\n{ A { Go A -  - Nowhere - } }"),
    ]

    @Test(arguments: loaderCases)
    func problemsOnlyTheLoaderSeesAreReported(rule: String, source: String) {
        let result = SMCLoader().load([SourceFile(path: "case.sm", text: source)])
        #expect(result.diagnostics.map(\.ruleID).contains(rule), "\(result.diagnostics)")
    }

    @Test(arguments: cases)
    func semanticProblemsReachTheirRule(rule: String, source: String) throws {
        let result = SMCLoader().load([SourceFile(path: "case.sm", text: source)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let machine = try #require(result.machines.first)
        let found = Checker().check(machine).map(\.ruleID)
        #expect(found.contains(rule), "\(found)")
    }
}
