import FSMDiagnostics
import FSMModel

/// Checks machines as statecharts: names, inheritance, guards, and what the machine can reach.
///
/// Each rule reads facts computed once per machine (`MachineAnalysis`), so a check is linear in
/// the machine's size apart from comparing the guards of transitions that share a state and an event.
public struct Checker: Sendable {
    /// The rules in the order a reader should fix their findings, which is also the order
    /// `fsmcheck rules` lists them in: first what fsmcheck could not see, which bounds what every
    /// other rule can say; then names and structure, because a misspelt state or a
    /// missing initial state makes every later finding about it noise; then inheritance, which
    /// decides which transitions a state has; then events and guards, which decide which of those
    /// transitions can fire together; last, reachability and traps, which rest on all of the above.
    /// Rules do not depend on each other's output and findings are sorted afterwards, so the order
    /// never changes what is reported.
    private static let orderedRules: [any CheckerRule] = [
        NotVisibleRule(),
        MissingInitialRule(),
        UndefinedStateRule(),
        AbstractTargetRule(),
        SuperstateCycleRule(),
        InheritsConcreteStateRule(),
        UnusedSuperstateRule(),
        ConflictingSuperstatesRule(),
        NothingToOverrideRule(),
        UnknownEventRule(),
        UnusedEventRule(),
        UnknownPredicateRule(),
        GuardTooComplexRule(),
        ContradictoryGuardRule(),
        PredicateClashRule(),
        DuplicateTransitionRule(),
        ShadowedTransitionRule(),
        FinalHasOutgoingRule(),
        UnreachableStateRule(),
        UnusedHistoryRule(),
        DeadEndRule(),
        TrapRule(),
        FinalUnreachableRule(),
        InvalidPropertyRule(),
        PropertyViolatedRule(),
    ]

    /// Every rule the checker reports, in a stable order.
    public static let rules: [RuleDescription] = orderedRules.map { type(of: $0).description }

    /// Whether findings get their witnesses (`Diagnostic.witness`: paths, and why nothing enters an
    /// unreachable state); off only to measure what they cost.
    public var computesWitnesses: Bool

    public init(computesWitnesses: Bool = true) {
        self.computesWitnesses = computesWitnesses
    }

    /// fsmcheck's answer to each of the machine's properties, in the order written: what
    /// `lint --properties` lists. The same answers `property-violated` reports.
    public func propertyVerdicts(of machine: Machine) -> [PropertyVerdict] {
        guard !machine.properties.isEmpty else { return [] }
        let evaluator = PropertyEvaluator(MachineAnalysis(machine))
        return machine.properties.map { property in
            if let (reference, problem) = InvalidPropertyRule.unknownNames(in: property, of: machine).first {
                return PropertyVerdict(property: property, status: .undecided, reason: "`\(reference.name)` \(problem)")
            }
            return evaluator.verdict(for: property)
        }
    }

    /// The findings for `machine`, sorted by location, then rule and message.
    public func check(_ machine: Machine) -> [Diagnostic] {
        let analysis = MachineAnalysis(machine)
        let findings = Self.orderedRules.flatMap { $0.check(analysis) }
        guard computesWitnesses else { return findings.sorted() }
        return WitnessFinder(analysis: analysis).attach(to: UnreachableReasons(analysis: analysis).attach(to: findings)).sorted()
    }
}
