import FSMChecker
import FSMDiagnostics
import Testing

@Suite struct RuleCatalogTests {
    @Test func everyRequiredRuleIsListedOnce() {
        let ids = Checker.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        let required = [
            "unreachable-state", "dead-end", "trap", "predicate-clash", "duplicate-transition", "undefined-state",
            "missing-initial", "unknown-predicate", "contradictory-guard", "conflicting-superstates", "abstract-target",
            "final-has-outgoing", "unused-event", "unknown-event", "superstate-cycle", "inherits-concrete-state",
            "nothing-to-override", "unused-history",
        ]
        #expect(required.allSatisfy(ids.contains))
    }

    @Test(arguments: Checker.rules)
    func descriptionIsComplete(_ rule: RuleDescription) {
        #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" })
        #expect(rule.summary.first?.isLowercase == true)
        #expect(!rule.summary.hasSuffix("."))
        #expect(rule.rationale.count > 80)
        #expect(rule.triggeringExample.text != rule.passingExample.text)
        #expect(rule.triggeringExample.fileName == rule.passingExample.fileName)
        for example in [rule.triggeringExample, rule.passingExample] {
            switch example.fileName.split(separator: ".").last {
            case "fsm": #expect(example.text.hasPrefix("machine: "))
            case "swift": #expect(example.text.contains("buildTable"))
            case "scxml": #expect(example.text.hasPrefix("<scxml "))
            default: Issue.record("\(example.fileName) is neither a spec, a Swift nor an SCXML file")
            }
        }
    }
}
