internal import SwiftSyntax

/// A transition table written as a method of the state enum, called on the storage to compute its
/// next value: `health = health.next(after: event)`, where `func next(after:) -> Health` switches on
/// `self` (alone or in a tuple, `switch (self, event)`) and returns cases.
///
/// Read whole, such a call may go to any case the method returns, from any state, and nothing
/// looks at the state: the machine would not be found. Read per state, the arms that match a state
/// say where it goes from there, which is the machine the enum's author wrote.
struct EnumTransitionMethod {
    /// What the arms matching each case return; a state no arm names takes the wildcard arms'.
    private var returnedByState: [String: [ExprSyntax]] = [:]
    private var returnedByAnyState: [ExprSyntax] = []
    let file: ParsedSwiftFile

    /// The method `value` calls on the storage at `storagePath`, when it is of that shape.
    init?(_ value: ExprSyntax, storagePath: String, stateType: EnumDeclaration, index: DeclarationIndex) {
        let call = value.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? value).as(MemberAccessExprSyntax.self), let base = member.base,
            MatchedCases.components(of: base)?.joined(separator: ".") == storagePath,
            let (body, file) = ComputedTarget.body(
                ofMember: member.declName.baseName.text, declaredIn: stateType.scope + [stateType.name], index: index)
        else { return nil }
        self.file = file
        guard let switchExpression = Self.switchOnSelf(in: body), let position = Self.positionOfSelf(in: switchExpression.subject) else {
            return nil
        }
        for switchCase in ActiveSyntax.cases(of: switchExpression) {
            let returned = DialectSupport.resultExpressions(of: switchCase.statements)
            guard case .case(let label) = switchCase.label else {
                returnedByAnyState += returned
                continue
            }
            for item in label.caseItems {
                let patterns = position.isAlone ? [item.pattern] : MatchedCases.tupleElements(ofPattern: item.pattern) ?? []
                guard patterns.indices.contains(position.index), let names = MatchedCases.caseNames(ofPattern: patterns[position.index]) else {
                    returnedByAnyState += returned
                    continue
                }
                for name in names { returnedByState[name, default: []] += returned }
            }
        }
    }

    /// The values the method returns when the storage holds `state`; `self` among them keeps it.
    func returned(from state: String) -> [ExprSyntax] {
        (returnedByState[state] ?? []) + returnedByAnyState
    }

    /// Whether `value` returns the state itself (`return self`, `default: return self`).
    static func isSelf(_ value: ExprSyntax) -> Bool {
        value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The body's `switch` on `self`, when the body is that `switch` (or returns it).
    private static func switchOnSelf(in body: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        let statements = ActiveSyntax.statements(of: body)
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        let expression =
            item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return expression?.as(SwitchExprSyntax.self)
    }

    /// Where `self` is in the switched value: alone, or its place in a tuple.
    private static func positionOfSelf(in subject: ExprSyntax) -> (index: Int, isAlone: Bool)? {
        if isSelf(subject) { return (0, true) }
        guard let index = subject.as(TupleExprSyntax.self)?.elements.firstIndex(where: { isSelf($0.expression) }),
            let elements = subject.as(TupleExprSyntax.self)?.elements
        else { return nil }
        return (elements.distance(from: elements.startIndex, to: index), false)
    }
}
