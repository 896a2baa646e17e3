import FSMDiagnostics
import FSMModel

/// Turns what the loaders and the checker found into what the team asked to see: severities
/// overridden, rules turned off or not opted into removed, and findings silenced by a
/// suppression comment removed, with warnings for suppressions that are wrong or stale.
///
/// Suppressions are applied after severities, so a suppression for a rule that is off is not
/// reported as unused: it will be needed again when the rule is turned back on.
public struct LintPolicy: Sendable {
    public var configuration: Configuration
    private let rulesByID: [String: RuleDescription]

    public init(configuration: Configuration, rules: [RuleDescription]) {
        self.configuration = configuration
        self.rulesByID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `notation`, the file extension of the notation every source was read in when one was forced
    /// (`--dialect`), decides how suppression comments are written; by default each file's own does.
    public func apply(to diagnostics: [Diagnostic], sources: [SourceFile], notation: String? = nil) -> [Diagnostic] {
        let decision = decide(diagnostics, sources: sources, notation: notation)
        return (decision.kept.compactMap { $0 } + decision.problems).sorted()
    }

    /// What the policy makes of each diagnostic, by position, so that a caller can keep track of
    /// whose finding each one is: the pipeline shows every machine exactly the findings `lint` reports.
    public struct Decision: Sendable {
        /// Parallel to the input: the diagnostic at its configured severity, or nil when its rule is
        /// off or a suppression silences it.
        public var kept: [Diagnostic?]
        /// The policy's own findings: suppressions without a reason, or that silence nothing.
        public var problems: [Diagnostic]
    }

    public func decide(_ diagnostics: [Diagnostic], sources: [SourceFile], notation: String? = nil) -> Decision {
        let suppressions = sources.flatMap { Suppression.all(in: $0, notation: notation) }
        var kept = diagnostics.map(configured)
        let problems = applySuppressions(suppressions, to: &kept)
        return Decision(kept: kept, problems: problems.compactMap(configured))
    }

    /// The diagnostic at its configured severity, or `nil` when its rule is off. A rule's own
    /// choice of severity for one finding stands unless the configuration names the rule.
    private func configured(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let rule = rulesByID[diagnostic.ruleID] else { return diagnostic }
        guard let severity = configuration.severity(of: rule) else { return nil }
        var result = diagnostic
        if configuration.ruleSettings[rule.id] != nil { result.severity = severity }
        return result
    }

    private func isActive(_ ruleID: String) -> Bool {
        rulesByID[ruleID].map { configuration.severity(of: $0) != nil } ?? false
    }

    private struct LineKey: Hashable {
        var file: String
        var line: Int
    }

    /// Removes from `diagnostics` what the suppressions silence and returns what is wrong with them.
    private func applySuppressions(_ suppressions: [Suppression], to diagnostics: inout [Diagnostic?]) -> [Diagnostic] {
        guard !suppressions.isEmpty else { return [] }
        var indicesByLine: [LineKey: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let diagnostic else { continue }
            indicesByLine[LineKey(file: diagnostic.location.file, line: diagnostic.location.line), default: []].append(index)
        }
        var suppressed = Set<Int>()
        var problems: [Diagnostic] = []
        for suppression in suppressions {
            guard suppression.reason != nil else {
                problems.append(withoutReason(suppression))
                continue
            }
            guard !suppression.ruleIDs.isEmpty else {
                problems.append(
                    unused(
                        suppression, message: "this suppression names no rule",
                        hint: "write the rule ids to silence before `--`, e.g. `disable-next-line unreachable-state -- why`"))
                continue
            }
            let candidates = indicesByLine[LineKey(file: suppression.location.file, line: suppression.targetLine)] ?? []
            for ruleID in suppression.ruleIDs {
                guard rulesByID[ruleID] != nil else {
                    let hint = NameSuggestion.hint(for: ruleID, in: rulesByID.keys.sorted()) ?? "`fsmcheck rules` lists every rule"
                    problems.append(unused(suppression, message: "the suppression names `\(ruleID)`, which is not a rule", hint: hint))
                    continue
                }
                let matching = candidates.filter { diagnostics[$0]?.ruleID == ruleID }
                suppressed.formUnion(matching)
                if matching.isEmpty, isActive(ruleID) {
                    let line = suppression.scope == .nextLine ? "the next line" : "this line"
                    problems.append(
                        unused(
                            suppression, message: "nothing on \(line) reports `\(ruleID)`, so this suppression silences nothing",
                            hint: "remove the suppression"))
                }
            }
        }
        for index in suppressed { diagnostics[index] = nil }
        return problems
    }

    private func unused(_ suppression: Suppression, message: String, hint: String) -> Diagnostic {
        SuppressionRules.unusedSuppression.diagnostic(message, at: suppression.location, hint: hint)
    }

    private func withoutReason(_ suppression: Suppression) -> Diagnostic {
        let rules = suppression.ruleIDs.map { "`\($0)`" }.joined(separator: ", ")
        return SuppressionRules.suppressionWithoutReason.diagnostic(
            "the suppression of \(rules.isEmpty ? "this line" : rules) gives no reason, so it silences nothing",
            at: suppression.location,
            hint:
                "say why after `--` (`because` in SCXML), e.g. `\(suppression.scope.rawValue) \(suppression.ruleIDs.first ?? "rule-id") -- kept until the v2 migration`"
        )
    }
}
