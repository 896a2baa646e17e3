import FSMChecker
import FSMDiagnostics
import FSMModel

/// A test plan for programs: keys sorted, so the same machine gives the same bytes.
enum TestPlanJSON {
    static func text(of plan: TestPlan, relativePath: (String) -> String) -> String {
        func location(_ location: SourceLocation) -> Location {
            Location(file: relativePath(location.file), line: location.line, column: location.column)
        }
        let document = Document(
            machine: plan.machine, file: relativePath(plan.location.file), line: plan.location.line, column: plan.location.column,
            coverage: plan.coverage.rawValue, initial: plan.initial, total: plan.total, covered: plan.covered,
            paths: plan.paths.map { path in
                PathEntry(
                    start: path.start == plan.initial ? nil : path.start,
                    steps: path.steps.map { step in
                        let taken = step.transition
                        return Step(
                            state: taken.state, event: taken.event, predicates: taken.values, conditions: taken.conditions, to: taken.target,
                            expected: step.expected, location: location(taken.location)
                        )
                    })
            },
            needingConditions: plan.needingConditions.map {
                Condition(state: $0.state, event: $0.event, conditions: $0.conditions, location: location($0.location))
            },
            uncovered: plan.uncovered.map { Gap(state: $0.state, event: $0.event ?? nil, location: location($0.location), reason: $0.reason) },
            reason: plan.reason
        )
        return JSONText.document(document)
    }

    private struct Document: Encodable {
        var machine: String
        var file: String
        var line: Int
        var column: Int
        var coverage: String
        var initial: [String]
        var total: Int
        var covered: Int
        var paths: [PathEntry]
        var needingConditions: [Condition]
        var uncovered: [Gap]
        var reason: String?
    }

    private struct PathEntry: Encodable {
        /// Where the path starts when that is not `initial`: another initial candidate.
        var start: [String]?
        var steps: [Step]
    }

    private struct Step: Encodable {
        var state: String
        var event: String?
        var predicates: [String]
        var conditions: [String]
        var to: String?
        var expected: [String]
        var location: Location
    }

    private struct Condition: Encodable {
        var state: String
        var event: String?
        var conditions: [String]
        var location: Location
    }

    private struct Gap: Encodable {
        var state: String
        var event: String?
        var location: Location
        var reason: String
    }

    private struct Location: Encodable {
        var file: String
        var line: Int
        var column: Int
    }
}
