import FSMChecker
import FSMModel

/// `fsmcheck tests --format`: how a plan is written.
public enum TestPlanFormat: String, CaseIterable, Sendable {
    case json
    case markdown
    /// A Swift Testing file, one `@Test` per path, against an adapter protocol the user implements once.
    case swiftTesting = "swift-testing"

    /// What the file's name ends with, after the machine's.
    public var fileExtension: String {
        switch self {
        case .json: "tests.json"
        case .markdown: "tests.md"
        case .swiftTesting: "tests.swift"
        }
    }

    /// The plan as this format writes it; `relativePath` turns the files it names into the paths to show.
    /// `driver` says what a Swift Testing file sends its steps through (check `TestDriver.unsupportedReason`
    /// first); `predicateTypes` are the machine's, of which SwiftFSM's `handleEvent` takes one value each.
    public func text(
        of plan: TestPlan, relativePath: @escaping (String) -> String, adapter: String? = nil, driver: TestDriver = .adapter,
        predicateTypes: [PredicateType] = []
    ) -> String {
        switch (self, driver) {
        case (.json, _): TestPlanJSON.text(of: plan, relativePath: relativePath)
        case (.markdown, _): TestPlanMarkdown.text(of: plan, relativePath: relativePath)
        case (.swiftTesting, .adapter): SwiftTestingWriter(plan: plan, adapter: adapter, relativePath: relativePath).text
        case (.swiftTesting, .swiftfsm):
            SwiftFSMTestsWriter(plan: plan, predicateTypes: predicateTypes, adapter: adapter, relativePath: relativePath).text
        }
    }
}

extension TestPlan {
    /// "5 paths, 12 steps; they fire 9 of the 10 transitions"
    var summary: String {
        let items = coverage == .transitions ? "transitions" : "states"
        let verb = coverage == .transitions ? "fire" : "enter"
        return
            "\(paths.count) \(paths.count == 1 ? "path" : "paths"), \(stepCount) \(stepCount == 1 ? "step" : "steps"); they \(verb) \(covered) of the \(total) \(items)"
    }
}

extension TestPlan.Gap {
    /// "`Paying` on `Brew`", "`Loading` without an event", "`Broken`".
    var subject: String {
        switch event {
        case nil: "`\(state)`"
        case .some(nil): "`\(state)` without an event"
        case .some(let name?): "`\(state)` on `\(name)`"
        }
    }
}
