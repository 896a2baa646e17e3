import FSMDiagnostics
import FSMModel

/// What one `buildTable { … }` declares, in source order, before it becomes a `Machine`.
struct SwiftFSMTable {
    /// A state as the table describes it so far: `define`s of the same state are merged, as SwiftFSM does.
    struct StateDraft {
        var name: String
        var location: SourceLocation
        var isAbstract: Bool
        var superStates: [Reference] = []
        var entryActions: [Reference] = []
        var exitActions: [Reference] = []
        var transitions: [Transition] = []
    }

    private(set) var drafts: [StateDraft] = []
    private var positions: [String: Int] = [:]
    /// Every state named by `then(…)`, in source order; they are states even without a `define`.
    private(set) var targets: [Reference] = []
    /// Predicate types named in any `matching`, in order of first use: the table's implicit expansion.
    private(set) var predicateTypeNames: [String] = []
    var diagnostics: [Diagnostic] = []
    /// Transitions the reader skipped, by the state they were written in.
    var unseen: [Unseen] = []

    /// The draft for `name`, created at `location` on first mention.
    mutating func draft(_ name: String, at location: SourceLocation, isAbstract: Bool) -> Int {
        if let position = positions[name] { return position }
        positions[name] = drafts.count
        drafts.append(StateDraft(name: name, location: location, isAbstract: isAbstract))
        return drafts.count - 1
    }

    mutating func update(_ position: Int, _ change: (inout StateDraft) -> Void) {
        change(&drafts[position])
    }

    mutating func add(_ transition: Transition, to name: String) {
        guard let position = positions[name] else { return }
        drafts[position].transitions.append(transition)
        if let target = transition.target { targets.append(target) }
        for atom in transition.guard.predicate?.atoms ?? [] where !predicateTypeNames.contains(atom.type) {
            predicateTypeNames.append(atom.type)
        }
    }
}
