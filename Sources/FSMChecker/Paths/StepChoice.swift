import FSMModel

/// The stimulus that makes one transition fire from one active state: its event, predicate values
/// under which its guard holds and no transition that comes first holds, and its own conditions.
///
/// Values arrive with each event, as SwiftFSM passes them (`handleEvent(_:predicates:)`), so the
/// search chooses them per step; a path then keeps each predicate's value from one step to the next
/// wherever the step allows it (`valuation(keeping:)`, Docs/Witnesses.md). What comes first is what
/// `PathModel.chosen` asks first: transitions on the same event of the states inside the
/// transition's source (inner first), and in the source itself those that win over it (an earlier
/// one that decides, under first-match-wins; a more specific one, under most-specific-wins). Where
/// possible the values also rule out every other transition of the source on the event, so that
/// the step does one thing; when they cannot (two transitions with the same guard), the step
/// prefers this transition among those that may fire. Conditions fsmcheck cannot evaluate are taken
/// to hold for this transition and to fail for every other, unless it names the same ones.
struct StepChoice: Sendable {
    let transition: TransitionID
    let event: String?
    /// Disjoint terms, every combination of which makes the transition fire; never empty.
    let allowed: [GuardTerm]
    let conditions: [String]

    /// The first combination allowed: what the search fires the step with.
    var valuation: Valuation { Valuation(allowed[0]) }

    /// Nil when no values make the transition fire from `leaf`: its guard never holds, it cannot be
    /// evaluated, or transitions that come first hold whenever it does.
    init?(_ transition: TransitionID, from leaf: StateID, in model: PathModel) {
        let written = model.transition(transition)
        let source = transition.state
        let event = written.event?.name
        let conditions = written.guard.conditions
        guard let region = model.guards.of(source, transition.position).terms, !region.isEmpty else { return nil }
        self.transition = transition
        self.event = event
        self.conditions = conditions
        // Alone on its event in a state without children: nothing comes first, nothing competes.
        if leaf == source, model.tree.roles[source.index] == .leaf, !model.sharesEvent[model.slot(of: transition)] {
            allowed = region
            return
        }
        var preempting: [GuardTerm] = []
        var competing: [GuardTerm] = []
        // A competitor that always holds cannot be ruled out: then only the preferred choice is left.
        var competitorAlwaysHolds = false
        var current: StateID? = leaf
        while let state = current, state != source {
            for position in model.effectiveTransitions[state.index].indices {
                guard let terms = Self.terms(of: TransitionID(state: state, position: position), event: event, conditions: conditions, in: model)
                else { continue }
                if terms.contains(where: \.restrictions.isEmpty) { return nil }
                preempting += terms
            }
            current = model.parent(of: state)
        }
        guard current == source else { return nil }
        let siblings = model.effectiveTransitions[source.index]
        for position in siblings.indices where position != transition.position {
            guard let terms = Self.terms(of: TransitionID(state: source, position: position), event: event, conditions: conditions, in: model) else {
                continue
            }
            if Self.winsOver(siblings[position], at: position, written, at: transition.position, in: model) {
                if terms.contains(where: \.restrictions.isEmpty) { return nil }
                preempting += terms
            } else if !competitorAlwaysHolds, Self.competes(siblings[position], at: position, with: written, at: transition.position, in: model) {
                competitorAlwaysHolds = terms.contains(where: \.restrictions.isEmpty)
                competing = competitorAlwaysHolds ? [] : competing + terms
            }
        }
        let allowed: [GuardTerm]
        if preempting.isEmpty && competing.isEmpty {
            allowed = region
        } else if !competing.isEmpty,
            let alone = model.predicates.subtracting(preempting + competing, from: region, limit: GuardNormalizer.termLimit),
            !alone.isEmpty
        {
            allowed = alone
        } else if let remaining = model.predicates.subtracting(preempting, from: region, limit: GuardNormalizer.termLimit), !remaining.isEmpty {
            allowed = remaining
        } else {
            return nil
        }
        self.allowed = allowed
    }

    /// The guard terms of a transition that would be enabled with the step's event and conditions;
    /// nil when it is on another event, needs other conditions, or has a guard that cannot be evaluated.
    private static func terms(of other: TransitionID, event: String?, conditions: [String], in model: PathModel) -> [GuardTerm]? {
        let written = model.transition(other)
        guard written.event?.name == event, written.guard.conditions.allSatisfy(conditions.contains) else { return nil }
        return model.guards.of(other.state, other.position).terms
    }

    /// Whether `other`, enabled together with the transition, always fires instead of it.
    private static func winsOver(_ other: Transition, at otherPosition: Int, _ transition: Transition, at position: Int, in model: PathModel) -> Bool
    {
        switch model.semantics.guardOverlap {
        case .clash: false
        case .mostSpecificWins: other.guard.specificity > transition.guard.specificity
        case .firstMatchWins: otherPosition < position && model.decides(other)
        }
    }

    /// Whether `other`, enabled together with the transition, may fire instead of it.
    private static func competes(_ other: Transition, at otherPosition: Int, with transition: Transition, at position: Int, in model: PathModel)
        -> Bool
    {
        switch model.semantics.guardOverlap {
        case .clash: true
        case .mostSpecificWins: other.guard.specificity == transition.guard.specificity
        case .firstMatchWins: otherPosition < position || !model.decides(transition)
        }
    }

    /// A combination allowed that keeps as many of the values `earlier` steps chose as it can: of
    /// the allowed terms, the one that keeps most, each type it restricts at its earlier value when
    /// allowed, else at its first allowed case.
    func valuation(keeping earlier: [Int: Int]) -> Valuation {
        guard !earlier.isEmpty else { return valuation }
        var best: (kept: Int, valuation: Valuation)?
        for term in allowed {
            var kept = 0
            let assignments = term.restrictions.compactMap { restriction -> Valuation.Assignment? in
                if let value = earlier[restriction.type], restriction.cases.contains(value) {
                    kept += 1
                    return Valuation.Assignment(type: restriction.type, value: value)
                }
                return restriction.cases.first.map { Valuation.Assignment(type: restriction.type, value: $0) }
            }
            if best.map({ kept > $0.kept }) ?? true { best = (kept, Valuation(assignments: assignments)) }
            if kept == term.restrictions.count { break }
        }
        return best?.valuation ?? valuation
    }

    func stimulus(_ valuation: Valuation, in model: PathModel) -> Stimulus {
        Stimulus(event: event, values: valuation.values(in: model), conditions: conditions, preferred: [transition])
    }
}

extension Valuation {
    /// The values as a stimulus lists them: those assigned, as `Type.case`.
    func values(in model: PathModel) -> [PredicateValue] {
        assignments.map { model.predicates.value($0.value, ofType: $0.type) }
    }
}

extension PredicateSpace {
    /// `Cup.present`; an open type's slot for the cases no guard names reads `Type.(other case)`.
    func value(_ index: Int, ofType type: Int) -> PredicateValue {
        let declared = types[type]
        return PredicateValue(type: declared.name, value: index < declared.cases.count ? declared.cases[index] : Self.otherCase)
    }

    static let otherCase = "(other case)"

    /// The valuation a stimulus names; types and cases it names that the machine does not declare are ignored.
    func valuation(_ values: [PredicateValue]) -> Valuation {
        Valuation(
            assignments: values.compactMap { value in
                guard let type = typeIndex(of: value.type) else { return nil }
                let index = value.value == Self.otherCase ? types[type].cases.count : caseIndex(of: value.value, inType: type)
                return index.map { Valuation.Assignment(type: type, value: $0) }
            })
    }
}
