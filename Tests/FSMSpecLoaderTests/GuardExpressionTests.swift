import FSMModel
import Testing

/// The `when:` grammar: precedence, grouping and how the tree is shaped.
@Suite struct GuardExpressionTests {
    /// The guard of the only transition in a one-state spec, printed back in `.fsm` syntax.
    private func printed(_ expression: String) -> String? {
        let text = "machine: M\nstates:\n  A: { on: { Go: { when: \"\(expression)\", to: A } } }\n"
        return loadMachine(text)?.state("A")?.transitions.first?.guard.predicate.map(Self.print)
    }

    /// Fully parenthesised, so that the tree's shape is visible.
    private static func print(_ expression: PredicateExpression) -> String {
        switch expression {
        case .atom(let atom): atom.description
        case .not(let inner): "not \(print(inner))"
        case .and(let parts): "(" + parts.map(print).joined(separator: " and ") + ")"
        case .or(let parts): "(" + parts.map(print).joined(separator: " or ") + ")"
        }
    }

    @Test(arguments: [
        ("A.a", "A.a"),
        ("A.a and B.b and C.c", "(A.a and B.b and C.c)"),
        ("A.a or B.b and C.c", "(A.a or (B.b and C.c))"),
        ("A.a and B.b or C.c", "((A.a and B.b) or C.c)"),
        ("not A.a and B.b", "(not A.a and B.b)"),
        ("not (A.a and B.b)", "not (A.a and B.b)"),
        ("not not A.a", "not not A.a"),
        ("(A.a or B.b) and C.c", "((A.a or B.b) and C.c)"),
        ("((A.a))", "A.a"),
        ("  A.a\tor\nB.b  ", "(A.a or B.b)"),
        ("Reward.positive_2 and État.déjà", "(Reward.positive_2 and État.déjà)"),
        // A Swift name may hold a `$`; a machine read from Swift is exported with its names.
        ("Enforcement.w$eak or A.a", "(Enforcement.w$eak or A.a)"),
    ])
    func precedenceAndGrouping(source: String, expected: String) {
        #expect(printed(source) == expected)
    }

    @Test func textIsKeptAsWritten() {
        let transition = loadMachine("machine: M\nstates:\n  A: { on: { Go: { when: not  (A.a), to: A } } }\n")?.state("A")?.transitions.first
        #expect(transition?.guard.text == "not  (A.a)")
    }

    @Test(arguments: ["and", "or", "not"])
    func keywordsAreNotAtoms(keyword: String) {
        #expect(printed(keyword) == nil)
    }

    @Test(arguments: ["A.", ".a", "A.b.c", "A..b", "A.a)", "()", "A.a B.b", "A.a = B.b", "A.a || B.b"])
    func malformedExpressionsAreRejected(source: String) {
        let result = load("machine: M\nstates:\n  A: { on: { Go: { when: \"\(source)\", to: A } } }\n")
        #expect(result.diagnostics.map(\.ruleID) == ["invalid-spec"])
        #expect(result.machines.first?.state("A")?.transitions == [])
    }
}
