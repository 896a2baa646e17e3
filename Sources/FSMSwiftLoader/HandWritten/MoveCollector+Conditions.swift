internal import SwiftSyntax

/// What the tests of a value look at: the paths a `switch`, `if` or `guard` matches against
/// cases, and the tests a statement is inside of.
extension MoveCollector {
    /// The paths `node` (a `switch`, `if` or `guard`) tests, and those it compares with a case by
    /// name (`case .a:`, `== .a`), not only tests (`isBusy`, `!= nil`).
    static func testedPaths(by node: Syntax) -> (paths: [String], namingCases: Set<String>) {
        var paths: [String] = []
        var namingCases: Set<String> = []
        if let switchExpression = node.as(SwitchExprSyntax.self) {
            let subject = switchExpression.subject
            paths =
                subject.as(TupleExprSyntax.self).map { $0.elements.compactMap { MatchedCases.loosePath(of: $0.expression) } }
                ?? [MatchedCases.loosePath(of: subject)].compactMap { $0 }
            namingCases.formUnion(paths)
        } else {
            let conditions = node.as(IfExprSyntax.self)?.conditions ?? node.as(GuardStmtSyntax.self)?.conditions
            for element in conditions ?? [] {
                switch element.condition {
                case .matchingPattern(let matching):
                    guard let path = MatchedCases.loosePath(of: matching.initializer.value) else { continue }
                    paths.append(path)
                    if MatchedCases.caseNames(ofPattern: matching.pattern)?.contains(where: { $0 != "nil" }) == true { namingCases.insert(path) }
                case .expression(let expression):
                    for part in MatchedCases.operands(of: expression, joinedBy: "&&").flatMap({ MatchedCases.operands(of: $0, joinedBy: "||") }) {
                        if let comparison = MatchedCases.comparison(part) {
                            paths.append(comparison.path)
                            if comparison.cases.names.contains(where: { $0 != "nil" }) { namingCases.insert(comparison.path) }
                        } else if let owner = MatchedCases.testedOwner(of: part) {
                            paths.append(owner)
                        }
                    }
                default: continue
                }
            }
        }
        return (paths, namingCases)
    }

    /// `switch player.state { case .paused: player.play() }`: the paths the `switch`es and `if`s
    /// around a statement test, in the function or closure it is in; the test decides whether it runs.
    static func pathsTested(around statement: Syntax) -> [String] {
        var paths: [String] = []
        var inner = statement
        var current = statement.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .switchExpr where inner.kind == .switchCaseList, .ifExpr where inner.kind != .conditionElementList:
                paths += testedPaths(by: ancestor).paths
            case .functionDecl, .initializerDecl, .closureExpr, .accessorBlock, .memberBlock, .sourceFile:
                return paths
            default:
                break
            }
            inner = ancestor
            current = ancestor.parent
        }
        return paths
    }
}
