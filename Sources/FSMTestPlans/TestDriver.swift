import FSMChecker
import FSMModel

/// `fsmcheck tests --driver`: what a Swift Testing file sends its steps through.
public enum TestDriver: String, CaseIterable, Sendable {
    /// A protocol in names (send a step, read the active states) that a type of the user's
    /// implements once, for a machine written with any library fsmcheck reads.
    case adapter
    /// SwiftFSM's own `handleEvent(_:predicates:)`, with the machine's events, states and
    /// predicate values written as Swift: no mapping of names to write, SwiftFSM tables only.
    case swiftfsm

    /// Why this driver cannot write tests for `machine`, or nil when it can: the `swiftfsm`
    /// driver writes the machine's names as Swift code, so it takes only machines read from
    /// SwiftFSM whose states, events and predicate types it can write.
    /// `plan` is made only when the machine's names are to be checked.
    public func unsupportedReason(for machine: Machine, plan makePlan: () -> TestPlan) -> String? {
        guard self == .swiftfsm else { return nil }
        guard machine.dialect == "swiftfsm" else {
            return "it is read from \(machine.dialect), not SwiftFSM: --driver adapter drives it"
        }
        for case .predicateType(let type) in machine.unseen.map(\.subject) {
            return "its predicate type `\(type)` is declared in no file read, and handleEvent needs one value of every predicate type"
        }
        let plan = makePlan()
        if plan.initial.count > 1 || plan.paths.contains(where: { $0.steps.contains { $0.expected.count != 1 } }) {
            return "a step of its plan ends in several states at once, and a SwiftFSM machine is in one"
        }
        let names = plan.initial + plan.paths.flatMap(\.steps).flatMap { [$0.transition.event].compactMap { $0 } + $0.expected }
        if let name = names.first(where: { SwiftFSMTestsWriter.value($0) == nil }) {
            return "`\(name)` is not a case or a number fsmcheck can write as Swift"
        }
        if let type = machine.predicateTypes.first(where: \.cases.isEmpty) {
            return "its predicate type `\(type.name)` has no case fsmcheck read, and handleEvent needs one value of every predicate type"
        }
        let values = machine.predicateTypes.flatMap { $0.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) + $0.cases }
        if let name = values.first(where: { !SwiftFSMTestsWriter.isIdentifier($0) }) {
            return "the predicate name `\(name)` is not a name fsmcheck can write as Swift"
        }
        return nil
    }
}
