import FSMDiagnostics
import FSMModel

/// fsmcheck's answer to one property of one machine: what `lint --properties` lists (✓, ✗, ?) and
/// what `property-violated` reports.
public struct PropertyVerdict: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        /// Proven on every run.
        case holds
        /// A counterexample every step of which is exact.
        case violated
        /// A counterexample through a step fsmcheck over-approximates (named in `reason`).
        case mayBeViolated
        /// fsmcheck cannot tell (`reason` says why): never a pass.
        case undecided

        /// ✓, ✗ or ?, as `lint --properties` and the report show it.
        public var mark: String {
            switch self {
            case .holds: "✓"
            case .violated: "✗"
            case .mayBeViolated, .undecided: "?"
            }
        }
    }

    public var property: Property
    public var status: Status
    /// What is wrong, when it is: "`Shipped` is entered before `Paid`".
    public var failure: String?
    /// Why the answer is not certain: the over-approximated step, or what fsmcheck cannot see.
    public var reason: String?
    /// The counterexample (or, for `reachable`, why no run enters the state).
    public var witness: Witness?

    public init(property: Property, status: Status, failure: String? = nil, reason: String? = nil, witness: Witness? = nil) {
        self.property = property
        self.status = status
        self.failure = failure
        self.reason = reason
        self.witness = witness
    }

    /// One line for `lint --properties`: `✗ never: Shipped — `Shipped` is entered …`.
    public var line: String {
        let detail = [failure, reason].compactMap { $0 }.joined(separator: "; ")
        return "\(status.mark) \(property.text)" + (detail.isEmpty ? "" : " — \(detail)")
    }
}
