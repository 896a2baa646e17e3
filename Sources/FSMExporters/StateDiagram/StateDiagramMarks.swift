import FSMModel

/// Marks painted on an exported state diagram, such as a diff's added, removed and changed
/// states and transitions (`fsmcheck diff --format markdown`).
///
/// Each mark is a style (a Mermaid `classDef`) and a symbol written before the title of a marked
/// state and the label of a marked transition: Mermaid styles states but not the edges of a state
/// diagram, and the symbol reads without colour too.
public struct StateDiagramMarks: Sendable {
    public struct Mark: Hashable, Sendable {
        /// The class name, e.g. `added`: letters, digits and `_` only.
        public var name: String
        /// e.g. `+`; written before the marked state's title and transition's label.
        public var symbol: String
        /// A Mermaid `classDef` body, e.g. `fill:#dafbe1,stroke:#1a7f37`.
        public var style: String

        public init(name: String, symbol: String, style: String) {
            self.name = name
            self.symbol = symbol
            self.style = style
        }
    }

    /// A transition as `Machine.effectiveTransitions(of: state)[position]`.
    public struct TransitionPosition: Hashable, Sendable {
        public var state: StateID
        public var position: Int

        public init(state: StateID, position: Int) {
            self.state = state
            self.position = position
        }
    }

    /// In the order their `classDef` lines are written.
    public var marks: [Mark]
    /// Mark names by state.
    public var states: [StateID: String]
    /// Mark names by transition.
    public var transitions: [TransitionPosition: String]

    public init(marks: [Mark] = [], states: [StateID: String] = [:], transitions: [TransitionPosition: String] = [:]) {
        self.marks = marks
        self.states = states
        self.transitions = transitions
    }

    func symbol(of state: StateID) -> String? { states[state].flatMap(symbol(named:)) }

    func symbol(of transition: TransitionPosition) -> String? { transitions[transition].flatMap(symbol(named:)) }

    private func symbol(named name: String) -> String? { marks.first { $0.name == name }?.symbol }

    /// `text` with the symbol before it, if the element is marked.
    static func prefixed(_ text: String, with symbol: String?) -> String {
        guard let symbol else { return text }
        return text.isEmpty ? symbol : symbol + " " + text
    }
}
