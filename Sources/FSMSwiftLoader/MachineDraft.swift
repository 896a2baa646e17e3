import FSMModel

/// The states and transitions of a flat machine as a dialect reads them, in source order, before
/// they become a `Machine`: shared by the dialects whose transitions are rows (`a => b`, `a | b => c`).
///
/// States come from two places: the declared set (an enum's cases, Stated's slots), which makes a
/// state that nothing enters `unreachable-state`, and every state a transition leaves. A target is
/// a state only when no declared set is known; otherwise a target outside it stays a reference for
/// the checker to report as `undefined-state`, never a state guessed into being.
struct MachineDraft {
    private var states: [State] = []
    private var positions: [String: Int] = [:]
    private var targets: [Reference] = []
    private let hasDeclaredStates: Bool
    /// The states the machine may start in besides its initial state (`InitialStateChoice`): states
    /// like the initial one, and the machine's `otherInitialTargets`.
    var otherInitials: [Reference] = []

    /// `declared` are the states the source declares, in declaration order; `nil` when it declares none.
    init(declared: [Reference]?) {
        hasDeclaredStates = declared != nil
        for state in declared ?? [] { mention(state) }
    }

    /// Every state once all rows are read: what a wildcard (`.any`, `_`, `{ _ in true }`) stands for.
    /// Without a declared set, states named only as targets or as the initial state count too.
    mutating func allStateNames(initial: Reference?) -> [String] {
        if !hasDeclaredStates {
            for state in targets + [initial].compactMap({ $0 }) + otherInitials { mention(state) }
        }
        return states.map(\.name)
    }

    mutating func mention(_ state: Reference) {
        guard positions[state.name] == nil else { return }
        positions[state.name] = states.count
        states.append(State(name: state.name, location: state.location))
    }

    mutating func add(_ transition: Transition, from state: Reference) {
        mention(state)
        if let position = positions[state.name] { states[position].transitions.append(transition) }
        if let target = transition.target { targets.append(target) }
    }

    func machine(
        name: String, location: SourceLocation, initial: Reference?, predicateTypes: [PredicateType] = [], declaredEvents: [Reference]?,
        semantics: Semantics, dialect: String
    ) -> Machine {
        var machine = Machine(
            name: name, location: location, initial: initial, predicateTypes: predicateTypes, declaredEvents: declaredEvents,
            semantics: semantics, dialect: dialect
        )
        machine.otherInitialTargets = otherInitials
        for state in states { machine.addState(state) }
        if !hasDeclaredStates {
            for target in targets + [initial].compactMap({ $0 }) + otherInitials where machine.id(named: target.name) == nil {
                machine.addState(State(name: target.name, location: target.location))
            }
        }
        return machine
    }
}
