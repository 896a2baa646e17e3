import FSMDiagnostics
import FSMModel

/// What a finding's witness changes on a diagram (`fsmcheck render --witness`): the transitions it
/// takes drawn in the path's colour and numbered in order, and the states it passes through
/// outlined in that colour, so the picture reads as the event sequence the note prints.
///
/// A step names the state whose transition fires, where the transition is written and where it
/// goes, which is how an edge is found: by source state and location (an inherited copy keeps its
/// super state's location; alternatives of one computed target share a line and differ by target).
/// A clash's last step, the event that fires both transitions, matches the transition the finding
/// points at whatever its target.
struct WitnessMarks {
    private struct Key: Hashable {
        var state: String
        var location: SourceLocation
    }

    /// Step numbers (from 1) by transition, with the target the step names (nil: any).
    private var steps: [Key: [(number: Int, target: String?)]] = [:]
    private var visited: Set<String> = []
    /// Whether anything was drawn, for the legend.
    private(set) var isUsed = false

    init(witness: Witness?, initialState: String?) {
        guard let witness, witness.why == nil else { return }
        if let initialState { visited.insert(initialState) }
        for (offset, step) in witness.allSteps.enumerated() {
            steps[Key(state: step.state, location: step.location), default: []].append((offset + 1, step.target))
            visited.insert(step.state)
            if let target = step.target { visited.insert(target) }
        }
    }

    /// The numbers of the steps that take `transition` from `state`, in order; empty when it is not on the path.
    mutating func steps(of transition: Transition, from state: String) -> [Int] {
        guard !steps.isEmpty, let taken = steps[Key(state: state, location: transition.location)] else { return [] }
        let numbers = taken.filter { $0.target == nil || $0.target == transition.target?.name }.map(\.number)
        if !numbers.isEmpty { isUsed = true }
        return numbers
    }

    mutating func isVisited(_ state: String) -> Bool {
        guard !visited.isEmpty, visited.contains(state) else { return false }
        isUsed = true
        return true
    }

    /// "step 2", "steps 1, 3": the line an edge's label starts with.
    static func label(_ numbers: [Int]) -> String {
        (numbers.count == 1 ? "step " : "steps ") + numbers.map(String.init).joined(separator: ", ")
    }

    var legendRows: [String] {
        guard isUsed else { return [] }
        return [
            "<tr><td align=\"left\"><font color=\"\(Style.witnessColor)\"><b>→ the path to the finding, its steps numbered (blue)</b></font></td></tr>"
        ]
    }
}
