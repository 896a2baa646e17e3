internal import SwiftSyntax

/// The cases for which a Bool property of an enum holds, read from its getter wherever the enum or
/// an extension of it declares it: `var isFinal: Bool { switch self { case .failed, .done: true;
/// default: false } }`, `self == .a || self == .b`, `[.a, .b].contains(self)`.
///
/// A test such as `guard !state.isFinal else { return }` then says which states a move leaves, as
/// `guard state != .failed && state != .done` would. A getter read no other way says nothing, and
/// the test narrows nothing.
enum EnumPredicates {
    /// The cases of `stateType` for which its Bool property `property` holds; nil when unknown.
    static func cases(where property: String, of stateType: EnumDeclaration, index: DeclarationIndex) -> [String]? {
        let all = stateType.cases.map(\.name)
        for body in index.typeBodies.bodies(of: stateType.scope + [stateType.name]) {
            guard let members = body.members else { continue }
            for member in TypeBodies.activeMembers(of: members) {
                guard let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property,
                    binding.typeAnnotation?.type.trimmedText == "Bool", let accessors = binding.accessorBlock?.accessors
                else { continue }
                guard case .getter(let statements) = accessors, let only = statements.first, statements.count == 1 else { return nil }
                let expression =
                    only.item.as(ExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression
                    ?? only.item.as(ReturnStmtSyntax.self)?.expression
                return expression.flatMap { holding(in: $0, among: all) }
            }
        }
        return nil
    }

    /// The cases an expression over `self` is true for.
    private static func holding(in expression: ExprSyntax, among all: [String]) -> [String]? {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return holding(in: switchExpression, among: all)
        }
        if let comparison = MatchedCases.comparison(expression), comparison.path == "self" {
            return comparison.cases.admitted(from: all)
        }
        // `[.a, .b].contains(self)`
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "contains", call.arguments.count == 1,
            call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let list = member.base.map(OperatorFolding.unparenthesized)?.as(ArrayExprSyntax.self)
        else { return nil }
        let names = list.elements.map { MatchedCases.caseName(of: $0.expression) }
        guard !names.contains(nil) else { return nil }
        return all.filter { names.contains($0) }
    }

    /// `switch self` whose every branch is `true` or `false` (written bare or returned).
    private static func holding(in switchExpression: SwitchExprSyntax, among all: [String]) -> [String]? {
        guard switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        var holds: Set<String> = []
        var named: Set<String> = []
        for switchCase in ActiveSyntax.cases(of: switchExpression) {
            guard switchCase.statements.count == 1,
                let statement = switchCase.statements.first?.item,
                let literal = (statement.as(ExprSyntax.self) ?? statement.as(ReturnStmtSyntax.self)?.expression)?.as(BooleanLiteralExprSyntax.self)
            else { return nil }
            let isTrue = literal.literal.tokenKind == .keyword(.true)
            switch switchCase.label {
            case .default:
                if isTrue { holds.formUnion(all.filter { !named.contains($0) }) }
                named.formUnion(all)
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let names = MatchedCases.caseNames(ofPattern: item.pattern), !names.isEmpty else { return nil }
                    if isTrue { holds.formUnion(names.filter { !named.contains($0) }) }
                    named.formUnion(names)
                }
            }
        }
        return all.filter(holds.contains)
    }
}
