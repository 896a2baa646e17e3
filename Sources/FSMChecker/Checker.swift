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
    ]

    /// Every rule the checker reports, in a stable order.
    public static let rules: [RuleDescription] = orderedRules.map { type(of: $0).description }

    public init() {}

    /// The findings for `machine`, sorted by location, then rule and message.
    public func check(_ machine: Machine) -> [Diagnostic] {
        let analysis = MachineAnalysis(machine)
        return Self.orderedRules.flatMap { $0.check(analysis) }.sorted()
    }
}
