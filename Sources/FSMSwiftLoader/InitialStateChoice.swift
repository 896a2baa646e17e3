import FSMModel
internal import SwiftSyntax

/// An initial state chosen at run time between literals: `Machine(state: done ? .viewing :
/// .notStarted)`, an `if` or `switch` expression whose branches are all states.
///
/// The machine may start in each of them, so each is an initial candidate (the first is
/// `Machine.initial`, the others `Machine.otherInitialTargets`): reachability is still checked,
/// from all of them, rather than given up as for a value fsmcheck cannot see.
struct InitialStateChoice {
    /// The states it can be, in source order, each once; at least two.
    var candidates: [Reference]

    /// `nil` unless `expression` chooses between at least two values that `literal` reads as states.
    init?(_ expression: ExprSyntax, literal: (ExprSyntax) -> Reference?) {
        let branches = DialectSupport.branches(of: [expression])
        guard branches.count > 1 else { return nil }
        var candidates: [Reference] = []
        for branch in branches {
            guard let state = literal(branch) else { return nil }
            if !candidates.contains(where: { $0.name == state.name }) { candidates.append(state) }
        }
        self.candidates = candidates
    }

    /// The states an initial-state argument names: the one literal, or every literal of a choice;
    /// nil for a value fsmcheck cannot see, which the caller reports as `not-visible`.
    static func states(of argument: ExprSyntax, literal: (ExprSyntax) -> Reference?) -> (initial: Reference, others: [Reference])? {
        if let state = literal(argument) { return (state, []) }
        guard let choice = InitialStateChoice(argument, literal: literal), let first = choice.candidates.first else { return nil }
        return (first, Array(choice.candidates.dropFirst()))
    }
}
