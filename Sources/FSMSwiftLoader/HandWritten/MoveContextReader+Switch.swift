internal import SwiftSyntax

/// The `switch` around a move: which one a `case` belongs to and what its `default:` leaves, with
/// the cases written in `#if` blocks counted where they may be compiled.
extension MoveContextReader {
    /// The `switch` a case belongs to, through the `#if` blocks around it (`#if os(macOS) case .pipe: …`).
    static func enclosingSwitch(of switchCase: SwitchCaseSyntax) -> SwitchExprSyntax? {
        var node = switchCase.parent
        while let current = node, [.switchCaseList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl].contains(current.kind) {
            node = current.parent
        }
        return node?.as(SwitchExprSyntax.self)
    }

    /// `default:` of a `switch` over one path runs in the cases no earlier label names; over a tuple
    /// it is not narrowed.
    static func defaultAlternatives(in switchExpression: SwitchExprSyntax, before defaultCase: SwitchCaseSyntax, subjects: [String?])
        -> [[PathCondition]]
    {
        guard subjects.count == 1, let path = subjects[0] else { return [[]] }
        var named: [String] = []
        for earlier in ActiveSyntax.cases(of: switchExpression) {
            guard earlier.id != defaultCase.id, case .case(let label) = earlier.label else { continue }
            for item in label.caseItems where item.whereClause == nil {
                named += MatchedCases.caseNames(ofPattern: item.pattern) ?? []
            }
        }
        return [[PathCondition(path: path, cases: .except(named))]]
    }

    /// A condition as a Boolean a guard can show and negate: `let job = jobs[id]` is `jobs[id] != nil`.
    static func conditionText(_ element: ConditionElementSyntax) -> String {
        guard case .optionalBinding(let binding) = element.condition else { return element.condition.trimmedText }
        guard let value = binding.initializer?.value.trimmedText else { return binding.pattern.trimmedText + " != nil" }
        // `let package: Package = .init(…)`: the type the value is made of, named.
        let type = value.hasPrefix(".") ? binding.typeAnnotation?.type.trimmedText ?? "" : ""
        return type + value + " != nil"
    }
}
