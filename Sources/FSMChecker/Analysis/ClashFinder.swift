import FSMModel

/// Two transitions of one state and event that can fire together with different outcomes.
struct Clash: Sendable {
    /// Indices into the state's effective transitions, the earlier first.
    let first: Int
    let second: Int
    /// One combination of predicate values where both fire, e.g. `Enforcement.strong, Reward.negative`;
    /// empty when neither guard names a predicate.
    let witness: String
    /// The same combination as a term, for the witness path that ends in the clash.
    let term: GuardTerm
    /// One of them also depends on conditions the checker cannot evaluate.
    let dependsOnConditions: Bool
}

/// Finds clashes under the machine's `Semantics.guardOverlap`, testing guards pair by pair for a
/// common term and never enumerating combinations of predicate values.
struct ClashFinder: Sendable {
    let mode: Semantics.GuardOverlap
    let predicates: PredicateSpace
    let effectiveTransitions: [[Transition]]
    let guards: EffectiveGuards

    /// More pairs than this in one state and event are not compared: `guard-too-complex` says so.
    static let pairLimit = 2_000_000

    /// The clashes in a group, each transition reported with the first earlier one it clashes
    /// with, so that a thousand unguarded alternatives give a thousand findings, not half a
    /// million; nil when the group has too many transitions to compare pair by pair, under any
    /// semantics, since `shadowed-transition` compares first-match-wins groups pair by pair too.
    func clashes(in group: EventGroup) -> [Clash]? {
        let count = group.indices.count
        guard count * (count - 1) / 2 <= Self.pairLimit else { return nil }
        guard mode != .firstMatchWins else { return [] }
        let transitions = effectiveTransitions[group.state.index]
        let terms = group.indices.map { guards.of(group.state, $0).terms }
        var clashes: [Clash] = []
        for secondPosition in 1..<count {
            guard let secondTerms = terms[secondPosition] else { continue }
            let second = group.indices[secondPosition]
            for firstPosition in 0..<secondPosition {
                guard let firstTerms = terms[firstPosition] else { continue }
                let first = group.indices[firstPosition]
                guard !transitions.haveSameOutcome(first, second), !transitions.areAlternatives(first, second),
                    !haveSameOrigin(first, second, in: transitions),
                    !OpaqueConditions.exclude(transitions[first].guard.conditions, transitions[second].guard.conditions)
                else { continue }
                guard var witness = predicates.firstOverlap(firstTerms, secondTerms) else { continue }
                if mode == .mostSpecificWins {
                    let specificity = transitions[first].guard.specificity
                    guard specificity == transitions[second].guard.specificity else { continue }
                    guard
                        let uncovered = uncoveredOverlap(
                            of: firstTerms, secondTerms, specificity: specificity,
                            group: group, groupGuards: terms
                        )
                    else { continue }
                    witness = uncovered
                }
                clashes.append(
                    Clash(
                        first: first,
                        second: second,
                        witness: predicates.witness(witness),
                        term: witness,
                        dependsOnConditions: !transitions[first].guard.conditions.isEmpty || !transitions[second].guard.conditions.isEmpty
                    ))
                break
            }
        }
        return clashes
    }

    /// Copies inherited from the same super state were already compared there, as its own transitions.
    private func haveSameOrigin(_ first: Int, _ second: Int, in transitions: [Transition]) -> Bool {
        guard let origin = transitions[first].inheritedFrom?.name else { return false }
        return origin == transitions[second].inheritedFrom?.name
    }

    /// SwiftFSM lets the sentence naming more predicate types win, so two equally specific ones only
    /// compete where no more specific sentence (without opaque conditions, which might not hold)
    /// matches. Returns a term of that uncovered overlap, or nil when there is none. When the
    /// subtraction grows past the term limit it falls back to the plain overlap: a clash reported
    /// that careful reading may dismiss beats a real one silently dropped.
    private func uncoveredOverlap(
        of first: [GuardTerm], _ second: [GuardTerm], specificity: Int,
        group: EventGroup, groupGuards: [[GuardTerm]?]
    ) -> GuardTerm? {
        let transitions = effectiveTransitions[group.state.index]
        var overlap: [GuardTerm] = []
        for left in first {
            for right in second {
                if let common = left.intersection(right) { overlap.append(common) }
            }
        }
        let winners = group.indices.indices.flatMap { position -> [GuardTerm] in
            let transition = transitions[group.indices[position]]
            guard transition.guard.specificity > specificity, transition.guard.conditions.isEmpty else { return [] }
            return groupGuards[position] ?? []
        }
        guard let uncovered = predicates.subtracting(winners, from: overlap, limit: GuardNormalizer.termLimit) else {
            return overlap.first
        }
        return uncovered.first
    }
}
