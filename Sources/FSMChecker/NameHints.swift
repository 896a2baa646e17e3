import FSMDiagnostics

/// "Did you mean …?" hints for many misspelt names against many candidates, within a budget.
///
/// Each hint compares the name with every candidate, so a hostile file with thousands of typos
/// in a machine of 100,000 states would take hours. Hints are remembered per name, and once the
/// comparisons spent reach the budget no new hints are computed: the findings are still reported,
/// only without the suggestion.
struct NameHints {
    /// About a second of edit distances on short names.
    static let defaultBudget = 20_000_000

    private let candidates: [String]
    private let budget: Int
    private var known: [String: String?] = [:]
    private var spent = 0

    init(_ candidates: [String], budget: Int = defaultBudget) {
        self.candidates = candidates
        self.budget = budget
    }

    /// "did you mean `X`?", or nil.
    mutating func hint(for name: String) -> String? {
        closest(to: name).map { "did you mean `\($0)`?" }
    }

    /// The candidate `name` is probably a misspelling of, or nil.
    mutating func closest(to name: String) -> String? {
        if let closest = known[name] { return closest }
        guard spent + candidates.count <= budget else { return nil }
        spent += candidates.count
        let closest = NameSuggestion.closest(to: name, in: candidates)
        known[name] = closest
        return closest
    }
}
