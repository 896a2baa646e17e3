import FSMChecker
import FSMDiagnostics
import FSMSMCLoader
import Testing

/// What CC_SMC calls semantic errors reach the checker's rules through the model, and the checker
/// reports more than CC_SMC does (reachability, dead ends, super-state cycles, which crash CC_SMC).
@Suite struct SMCCheckerTests {
    static let cases: [(rule: String, source: String)] = [
        ("undefined-state", "Initial: A\n{ A Go Nowhere - }"),
        ("duplicate-transition", "Initial: A\n{ A { Go A - Go A - } }"),
        ("abstract-target", "Initial: A\n{ (S) Go A -\n A : S Back S - }"),
        ("conflicting-superstates", "Initial: C\n{ (S1) Go A -\n (S2) Go B -\n A Go C -\n B Go C -\n C : S1 : S2 {} }"),
        ("unreachable-state", "Initial: A\n{ A Go A -\n B Go A - }"),
        ("dead-end", "Initial: A\n{ A Go B -\n B {} }"),
        ("superstate-cycle", "Initial: C\n{ (A) : B Go C -\n (B) : A Go C -\n C : A Stay - - }"),
        ("missing-initial", "FSM: NoStart\n{ A Go A - }"),
    ]

    @Test(arguments: cases)
    func semanticProblemsReachTheirRule(rule: String, source: String) throws {
        let result = SMCLoader().load([SourceFile(path: "case.sm", text: source)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let machine = try #require(result.machines.first)
        let found = Checker().check(machine).map(\.ruleID)
        #expect(found.contains(rule), "\(found)")
    }
}
