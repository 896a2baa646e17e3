import FSMChecker
import FSMDiagnostics
import FSMModel

/// Compact text forms of machines for the Machinus, Tinder, Feedbacks and reducer tests.
enum BuilderDialectDump {
    /// Every transition, one line each as `state: event [guard] -> target @line:column`, with
    /// `(dynamic)` on edges whose target is one of several that code may choose at run time.
    static func edges(of machine: Machine) -> [String] {
        machine.states.flatMap { state in
            state.transitions.map { "\(state.name): \(ModelDump.line(of: $0))\($0.isDynamic ? " (dynamic)" : "")" }
        }
    }

    /// States as `name (kind) in parent initial child`, in model order.
    static func states(of machine: Machine) -> [String] {
        machine.states.map { state in
            let parent = state.parent.map { " in \(machine[$0].name)" } ?? ""
            let initial = state.initial.map { " initial \($0.name)" } ?? ""
            let adopts = state.superStates.isEmpty ? "" : " adopts \(state.superStates.map(\.name).joined(separator: ", "))"
            return "\(state.name) (\(state.kind.rawValue))\(parent)\(initial)\(adopts)"
        }
    }

    /// The rule ids the checker reports for the first machine of a Swift source, sorted.
    static func checkerRules(_ source: String) -> [String] {
        guard let machine = load(source).machines.first else { return ["no machine"] }
        return Checker().check(machine).map(\.ruleID).sorted()
    }
}
