import FSMModel

/// What proves a finding: the events that lead the machine from its initial configuration to what
/// the finding reports, shortest first, or, for a state no path enters, why none does.
///
/// The checker computes it statically (`Checker`); every format shows it: a `note: reached by …`
/// line, a `witness` array in JSON, `codeFlows` in SARIF, a highlighted path on the diagram and in
/// the HTML report.
public struct Witness: Hashable, Codable, Sendable {
    /// One transition taken on the way.
    public struct Step: Hashable, Codable, Sendable {
        /// The state whose transition fires: the transition's source, which is an enclosing
        /// composite when the composite's transition applies in the state the machine is in.
        public var state: String
        /// `nil` for an eventless transition (an SCXML transition without `event`, a request).
        public var event: String?
        /// The predicate values the event arrives with, as `Type.case` in declaration order: those
        /// that make this transition fire rather than another. Predicate types not listed may take
        /// any value; the simulator gives them their first case.
        public var values: [String]
        /// The conditions fsmcheck cannot evaluate that this step takes to hold (all others fail).
        public var conditions: [String]
        /// The state the transition goes to as written; nil for an internal transition, and for the
        /// step that shows a clash, where two transitions could fire.
        public var target: String?
        /// Where the transition is written.
        public var location: SourceLocation

        public init(state: String, event: String?, values: [String] = [], conditions: [String] = [], target: String?, location: SourceLocation) {
            self.state = state
            self.event = event
            self.values = values
            self.conditions = conditions
            self.target = target
            self.location = location
        }

        /// "in `Idle`, Coin goes to `Paying`", "in `Paying`, Coin stays": the step as a sentence.
        public var sentence: String {
            "in `\(state)`, \(label) " + (target.map { "goes to `\($0)`" } ?? "stays")
        }

        /// `Coin`, `Brew [Cup.present, Credit.enough]`, `(to Loading)` for an eventless step.
        public var label: String {
            let name = event ?? target.map { "(to \($0))" } ?? "(no event)"
            let given = values + conditions
            return given.isEmpty ? name : "\(name) [\(given.joined(separator: ", "))]"
        }
    }

    /// The path from the initial configuration, in order; empty when the finding is already true there.
    public var steps: [Step]
    /// For a clash: the event that, arriving where `steps` lead, could fire both transitions, with
    /// the predicate values under which both fire. It is not taken.
    public var trigger: Step?
    /// For a state no path enters: why, e.g. "no transition leads to `Broken`". Then `steps` is empty.
    public var why: String?
    /// Where the path starts when the machine's initial state is one of several candidates (a
    /// ternary in Swift): the active states of that candidate. Nil with a single start.
    public var start: [String]?

    public init(steps: [Step], trigger: Step? = nil, start: [String]? = nil) {
        self.steps = steps
        self.trigger = trigger
        self.why = nil
        self.start = start
    }

    public init(why: String) {
        self.steps = []
        self.trigger = nil
        self.why = why
    }

    /// The steps and the trigger, in order: what a path on a diagram or a SARIF code flow shows.
    public var allSteps: [Step] { steps + (trigger.map { [$0] } ?? []) }

    /// One line: `reached by Coin → Brew [Cup.present, Credit.enough]`, `reached at the start`, or
    /// the reason; with several initial candidates, `reached from `Intro` by Next`.
    public var summary: String {
        if let why { return why }
        let labels = allSteps.map(\.label)
        guard let start else {
            return labels.isEmpty ? "reached at the start: the machine starts there" : "reached by " + labels.joined(separator: " → ")
        }
        let names = start.map { "`\($0)`" }.joined(separator: ", ")
        return labels.isEmpty
            ? "reached at the start: the machine may start in \(names), one of its initial candidates"
            : "reached from \(names) by " + labels.joined(separator: " → ")
    }
}
