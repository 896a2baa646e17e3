internal import SwiftSyntax

/// Feedback systems (`Publishers.system(initial:reduce:…)`, `Observable.system(initialState:reduce:…)`)
/// are where a reducer function's runs begin, and a TCA `Store(initialState:)` is where a feature's
/// do: the collector keeps each such call, and the reducer's machine starts in what its initial
/// value can be.
extension MoveCollector {
    private static let initialLabels: Set<String> = ["initial", "initialState"]

    /// The reducer `call` starts, if it is a feedback system's.
    func reducerStart(of call: FunctionCallExprSyntax) -> ReducerStart? {
        guard let reduce = call.arguments.first(where: { $0.label?.text == "reduce" }),
            let initial = call.arguments.first(where: { Self.initialLabels.contains($0.label?.text ?? "") }),
            let path = MatchedCases.components(of: reduce.expression), let function = path.last
        else { return nil }
        let owner = path.dropLast().last.flatMap { ["self", "Self"].contains($0) ? nil : $0 }
        return ReducerStart(
            function: function, owner: owner, scope: SyntaxScope.typeScope(of: Syntax(call)),
            cases: Self.startCases(of: initial.expression, in: Syntax(call)), location: file.location(of: initial.expression))
    }

    /// The feature state a TCA store starts, keyed `AppFeature.State`: `Store(initialState:
    /// .launching) { AppFeature() }` (or `reducer: { AppFeature() }`, `reducer: AppFeature()`),
    /// `StoreOf<AppFeature>(initialState: …)`, or a value naming its type (`AppFeature.State.launching`).
    /// A store in a preview starts only the preview, so it is not kept.
    func storeStart(of call: FunctionCallExprSyntax) -> ReducerStart? {
        guard let initial = call.arguments.first(where: { $0.label?.text == "initialState" }),
            let callee = ExpressionReading.calleeName(of: call)?.split(separator: ".").last, callee == "Store" || callee == "StoreOf",
            let state = Self.startedState(by: call, initial: initial.expression), !Self.isInPreview(Syntax(call))
        else { return nil }
        return ReducerStart(
            function: state, owner: nil, scope: SyntaxScope.typeScope(of: Syntax(call)),
            cases: Self.startCases(of: initial.expression, in: Syntax(call)), location: file.location(of: initial.expression))
    }

    /// `AppFeature.State`, from the value's written type, `StoreOf<AppFeature>`, or the reducer built.
    private static func startedState(by call: FunctionCallExprSyntax, initial: ExprSyntax) -> String? {
        let leading = (initial.as(FunctionCallExprSyntax.self)?.calledExpression ?? initial).as(MemberAccessExprSyntax.self)
        if let base = leading?.base, let type = MatchedCases.components(of: base), type.last?.first?.isUppercase == true {
            return type.suffix(2).joined(separator: ".")
        }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments.first {
            return SyntaxText.plainTypeName(generic.argument.trimmedText) + ".State"
        }
        let reducer = call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.first { $0.label?.text == "reducer" }?.expression
        let built =
            reducer?.as(ClosureExprSyntax.self).flatMap { $0.statements.count == 1 ? $0.statements.first?.item.as(ExprSyntax.self) : nil } ?? reducer
        var made = built
        // `AppFeature()._printChanges()`: the feature is the call the chain starts from.
        while let outer = made?.as(FunctionCallExprSyntax.self), let member = outer.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            made = base
        }
        guard let feature = made?.as(FunctionCallExprSyntax.self).flatMap({ MatchedCases.components(of: $0.calledExpression) }),
            feature.last?.first?.isUppercase == true
        else { return nil }
        return (feature.suffix(1) + ["State"]).joined(separator: ".")
    }

    /// In a `#Preview` or a `PreviewProvider`.
    private static func isInPreview(_ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let macro = candidate.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = candidate.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let inheritance = candidate.asProtocol(DeclGroupSyntax.self)?.inheritanceClause,
                inheritance.inheritedTypes.contains(where: { $0.type.trimmedText.hasSuffix("PreviewProvider") })
            {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// The cases a first value can be: its literals, or the default of the enclosing function's or
    /// initializer's parameter it names (`init(state: ViewState = .idle) { … initial: state … }`).
    private static func startCases(of value: ExprSyntax, in call: Syntax) -> [String] {
        let literal = caseValues(ofValue: value)
        guard literal.isEmpty, let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return literal }
        var current = call.parent
        while let node = current {
            let clause =
                node.as(FunctionDeclSyntax.self)?.signature.parameterClause ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause
            if let clause {
                let parameter = clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
                return parameter?.defaultValue.map { caseValues(ofValue: $0.value) } ?? []
            }
            if node.is(ClosureExprSyntax.self) || node.is(MemberBlockSyntax.self) { return [] }
            current = node.parent
        }
        return []
    }
}
