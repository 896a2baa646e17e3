/// A behavioural property a team states about a machine in plain words ("never: Shipped"), which
/// the checker answers with a counterexample when it does not hold.
///
/// The five patterns are those of Dwyer, Avrunin and Corbett's property specification patterns
/// that cover most requirements written for state machines. Their meanings are fixed once, in
/// Docs/Properties.md:
/// - a run starts in the initial configuration, whose active states count as entered; with several
///   initial candidates a property must hold from each;
/// - a state is *entered* when a step makes it active: an external self-transition re-enters it, an
///   internal one does not; a composite is entered when it or a descendant becomes active from
///   outside it;
/// - guards over predicates are choices of the environment: a property holds for every choice;
/// - `response` assumes strong fairness over transitions (unless `strict`).
///
/// Names are kept as written, with their locations: whether they name states is for the checker to say.
public struct Property: Hashable, Codable, Sendable {
    public enum Pattern: Hashable, Codable, Sendable {
        /// Some run enters the state.
        case reachable(Reference)
        /// No run enters the state.
        case never(Reference)
        /// From every reachable configuration, the state can still be reached: a home state.
        case alwaysReachable(Reference)
        /// No run enters `state` before it has entered `requires` (both in one step is fine).
        case precedence(state: Reference, requires: Reference)
        /// Every run that enters `from` enters `to` at that step or later: under strong fairness,
        /// or, when `strict`, on every run whatever the scheduling.
        case response(from: Reference, to: Reference, strict: Bool)
    }

    public var pattern: Pattern
    /// Where the property is written: a finding about it points here.
    public var location: SourceLocation

    public init(_ pattern: Pattern, at location: SourceLocation) {
        self.pattern = pattern
        self.location = location
    }

    /// The states the property names, in the order written.
    public var states: [Reference] {
        switch pattern {
        case .reachable(let state), .never(let state), .alwaysReachable(let state): [state]
        case .precedence(let state, let requires): [state, requires]
        case .response(let from, let to, _): [from, to]
        }
    }

    /// The pattern's key as written in a `.fsm` file and `.fsmcheck.yml`: `never`, `always-reachable`.
    public var keyword: String { pattern.keyword }

    /// The property as a `.fsm` list item writes it: `never: Shipped`,
    /// `precedence: { state: Shipped, requires: Paid }`: how messages, `lint --properties` and
    /// the `.fsm` export show it.
    public var text: String {
        switch pattern {
        case .reachable(let state), .never(let state), .alwaysReachable(let state):
            return "\(keyword): \(state.name)"
        case .precedence(let state, let requires):
            return "\(keyword): { state: \(state.name), requires: \(requires.name) }"
        case .response(let from, let to, let strict):
            return "\(keyword): { from: \(from.name), to: \(to.name)\(strict ? ", strict: true" : "") }"
        }
    }
}

extension Property.Pattern {
    /// Every pattern keyword, in the order Docs/Properties.md explains them.
    public static let keywords = ["reachable", "never", "always-reachable", "precedence", "response"]

    public var keyword: String {
        switch self {
        case .reachable: "reachable"
        case .never: "never"
        case .alwaysReachable: "always-reachable"
        case .precedence: "precedence"
        case .response: "response"
        }
    }
}
