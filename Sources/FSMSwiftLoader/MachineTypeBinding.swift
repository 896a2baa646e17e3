import FSMModel

/// Which enums are a machine's state and event types, bound by what the code shows, never by the
/// name a library gives its generic parameter.
///
/// A project names its types as it likes (`Automaton<Mode, Key>`), and an `enum State` elsewhere
/// in the run (a vendored SDK's) is no evidence of anything: taking it would check the machine
/// against another type's cases and report its own states as undefined. Evidence is what the code
/// names: the initial state, the states rows leave and enter, the events they answer. Where a
/// library's releases put the generic arguments in different orders (RxAutomaton's
/// `Automaton<State, Input>`, ReactiveAutomaton's `Automaton<Input, State>`), the order the
/// evidence fits better wins; when nothing tells, neither enum is taken, and that is said once
/// (`Unseen.Subject.stateType`).
struct MachineTypeBinding {
    var states: EnumDeclaration?
    var events: EnumDeclaration?
    /// Why the types stayed unknown, when the written arguments could be read either way.
    var ambiguity: String?

    /// What the code of a machine names, as evidence of its types.
    struct Evidence {
        var states: Set<String> = []
        var events: Set<String> = []
    }

    /// Binds the written generic arguments, `arguments` (the enums they name, nil for a type that is
    /// not an enum of the run), taking the state and event positions from one of `orders`, the
    /// library's current order first; `written` names the type in the note.
    static func bind(
        arguments: [EnumDeclaration?], orders: [(state: Int, event: Int)], evidence: Evidence, written: String
    ) -> MachineTypeBinding {
        let usable = orders.filter { arguments.indices.contains($0.state) && arguments.indices.contains($0.event) }
        guard usable.count > 1, arguments.contains(where: { $0 != nil }) else {
            guard let order = usable.first else { return MachineTypeBinding() }
            return MachineTypeBinding(states: arguments[order.state], events: arguments[order.event])
        }
        let scores = usable.map { order in
            fit(arguments[order.state], evidence.states) + fit(arguments[order.event], evidence.events)
        }
        guard let best = scores.max(), best > 0, scores.count(where: { $0 == best }) == 1, let winner = scores.firstIndex(of: best) else {
            return MachineTypeBinding(
                ambiguity: "`\(written)` names the state type first in some releases of its library and second in others, "
                    + "and no state the code names tells which"
            )
        }
        return MachineTypeBinding(states: arguments[usable[winner].state], events: arguments[usable[winner].event])
    }

    /// The enum a library's parameter is conventionally called after (`State`, `Input`), found by
    /// name when no generic argument is written: taken only when most of the names the code uses
    /// are its cases, since any type of the run may be called so.
    static func conventional(_ declaration: EnumDeclaration?, names: Set<String>) -> EnumDeclaration? {
        guard let declaration else { return nil }
        let cases = Set(declaration.cases.map(\.name))
        let fits = names.count { cases.contains($0) }
        return fits > names.count - fits ? declaration : nil
    }

    /// How many of `names` are cases of `declaration`, less those that are not.
    private static func fit(_ declaration: EnumDeclaration?, _ names: Set<String>) -> Int {
        guard let declaration else { return 0 }
        let cases = Set(declaration.cases.map(\.name))
        let fits = names.count { cases.contains($0) }
        return fits - (names.count - fits)
    }
}
