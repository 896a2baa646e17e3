internal import SwiftSyntax

/// How the collector reads the values and types code writes: what an assignment or a `return` gives,
/// and the plain name of a written type.
extension MoveCollector {
    /// The targets of the value after `=` (its elements, as a flat sequence keeps them) or after
    /// `return`: each literal case it can be, `stay` for the storage itself, the parameter a helper
    /// passes on, else a value computed at run time.
    /// For a `return`, `leading` takes the state each branch leads with (`(.x, effects)`).
    func targets(of elements: [ExprSyntax], whole: ExprSyntax, context: MoveContext, statePath: String, leading: Bool = false) -> [MoveTarget] {
        // `Self(rawValue: rawValue + 1) ?? .last`: the next case, or the fallback past the end.
        if elements.count >= 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let offset = Self.rawValueOffset(of: elements[0])
        {
            let rest = Array(elements.dropFirst(2))
            let otherwise = targets(of: rest, whole: rest.count == 1 ? rest[0] : whole, context: context, statePath: statePath)
            return [.neighbour(offset: offset, otherwise: otherwise, location: file.location(of: elements[0]))]
        }
        let split = elements.count == 1 ? (values: elements, isComplete: true) : DialectSupport.operandBranches(of: elements)
        guard split.isComplete else { return [.computed(SyntaxLocator(whole, in: file))] }
        return DialectSupport.branches(of: split.values).map { value in
            let value = ExpressionReading.unwrappingEffects(value)
            return target(of: leading ? Self.leadingValue(of: value) : value, context: context, statePath: statePath)
        }
    }

    /// `Self(rawValue: rawValue + 1)`, `Step(rawValue: self.rawValue - 1)!` ⟶ 1, -1: a case found
    /// from the current one by its raw value.
    static func rawValueOffset(of value: ExprSyntax) -> Int? {
        let unwrapped = value.as(ForceUnwrapExprSyntax.self)?.expression ?? value
        guard let call = unwrapped.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label?.text == "rawValue", MatchedCases.path(of: call.calledExpression)?.first?.isUppercase == true,
            let sum = argument.expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), sum.count == 3,
            MatchedCases.path(of: sum[0]) == "rawValue", let step = sum[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
        else { return nil }
        switch sum[1].as(BinaryOperatorExprSyntax.self)?.operator.text {
        case "+": return step
        case "-": return -step
        default: return nil
        }
    }

    /// `Step.allCases.last!`, `Self.allCases.first!` ⟶ true, false.
    static func endOfAllCases(_ value: ExprSyntax) -> Bool? {
        guard let path = value.as(ForceUnwrapExprSyntax.self).flatMap({ MatchedCases.components(of: $0.expression) }), path.count >= 3,
            path[path.count - 2] == "allCases", path.first?.first?.isUppercase == true
        else { return nil }
        switch path.last {
        case "first": return false
        case "last": return true
        default: return nil
        }
    }

    private func target(of value: ExprSyntax, context: MoveContext, statePath: String) -> MoveTarget {
        if let offset = Self.rawValueOffset(of: value) { return .neighbour(offset: offset, otherwise: [], location: file.location(of: value)) }
        if let isLast = Self.endOfAllCases(value) { return .end(isLast: isLast, location: file.location(of: value)) }
        if value.is(NilLiteralExprSyntax.self) { return .state(name: "nil", location: file.location(of: value)) }
        if let name = Self.caseName(of: value) { return .state(name: name, location: file.location(of: value)) }
        if let path = MatchedCases.path(of: value) {
            // `return state` keeps a reducer's state; `self.step = step` in `init(step:)` gives the parameter.
            let isStateParameter = statePath != "self" && context.returnsState
            if path == statePath, isStateParameter || !context.functionParameters.contains(path) { return .stay }
            if let binding = context.payloadBindings[path] { return .payload(binding) }
            if let position = context.functionParameters.firstIndex(of: path) { return .parameter(position: position) }
        }
        return .computed(SyntaxLocator(value, in: file))
    }

    /// The case a value names: `.idle`, `State.idle`, `.detail(id: id)` (a payload case is its case);
    /// not `.init(…)`, a static function called without arguments (`.fromSensor()`) or a raw value's
    /// initializer (`Probe.Channel(rawValue: key)`).
    static func caseName(of value: ExprSyntax) -> String? {
        if let call = value.as(FunctionCallExprSyntax.self) {
            let isRawValueInit = call.arguments.count == 1 && call.arguments.first?.label?.text == "rawValue"
            guard !call.arguments.isEmpty || call.trailingClosure != nil, !isRawValueInit,
                let name = MatchedCases.caseName(of: call.calledExpression), name != "init"
            else { return nil }
            return name
        }
        guard let name = MatchedCases.caseName(of: value), name != "init" else { return nil }
        return name
    }

    /// What `caseValues` gives for `Step.allCases.first!` (or `[0]`): the first case the enum
    /// declares, which only the assembly knows. Not an identifier, so no case has this name.
    static let firstDeclaredCase = "allCases.first"

    /// `X.allCases.first!`, `X.allCases.first`, `Self.allCases[0]`: a `CaseIterable` enum's cases in
    /// the order declared, so the first one.
    private static func isFirstOfAllCases(_ value: ExprSyntax) -> Bool {
        var value = value
        if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
        let allCases: ExprSyntax?
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "first" {
            allCases = member.base
        } else if let subscripted = value.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
            subscripted.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
        {
            allCases = subscripted.calledExpression
        } else {
            allCases = nil
        }
        return allCases?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "allCases"
    }

    /// The cases a default value can be: `.idle`, `nil`, `done ? .a : .b`, `Step.allCases.first!`.
    static func caseValues(ofValue value: ExprSyntax) -> [String] {
        let elements = value.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [value]
        let split = elements.count == 1 ? (values: elements, isComplete: true) : DialectSupport.operandBranches(of: elements)
        guard split.isComplete else { return [] }
        let names = DialectSupport.branches(of: split.values).map { value -> String? in
            let value = ExpressionReading.unwrappingEffects(value)
            if value.is(NilLiteralExprSyntax.self) { return "nil" }
            if isFirstOfAllCases(value) { return firstDeclaredCase }
            // `= .idle()`: a case whose values have defaults (a static function is no case, which the assembly sees).
            // `.init()` is the enum's own initializer (`InitialState.resolvingOwnInitializer`); with
            // arguments (`.init(rawValue: n)`) it is a value computed at run time.
            if let name = caseName(of: value) { return name }
            guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return nil }
            return MatchedCases.caseName(of: call.calledExpression)
        }
        return names.contains(nil) ? [] : names.compactMap { $0 }
    }

    /// `State?` ⟶ (`State`, optional); `Feature.State` stays qualified; generic arguments are dropped.
    static func plainType(_ type: TypeSyntax) -> (name: String, isOptional: Bool) {
        if let optional = type.as(OptionalTypeSyntax.self) { return (plainType(optional.wrappedType).name, true) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return (plainType(unwrapped.wrappedType).name, true) }
        // `(any Vault)?`: the parentheses and the existential's keyword are not part of the name.
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
            return plainType(only.type)
        }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return plainType(existential.constraint) }
        return (SyntaxText.plainTypeName(type.trimmedText), false)
    }

    static func plainType(text: String) -> (name: String, isOptional: Bool) {
        let trimmed = text.trimmingSuffix("?").trimmingSuffix("!")
        return (SyntaxText.plainTypeName(trimmed), trimmed.count != text.count)
    }

    /// The first element of a tuple type: `(State, [Command])` ⟶ `State`.
    static func leadingElement(of type: TypeSyntax) -> TypeSyntax {
        type.as(TupleTypeSyntax.self)?.elements.first?.type ?? type
    }

    /// The state a returned value leads with: `(.x, effects)` and `Next(.x, effects: …)` give `.x`.
    static func leadingValue(of value: ExprSyntax) -> ExprSyntax {
        if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count > 1, let first = tuple.elements.first { return first.expression }
        if let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first?.expression,
            MatchedCases.path(of: call.calledExpression)?.first?.isUppercase == true || MatchedCases.caseName(of: call.calledExpression) == "init"
        {
            return first
        }
        return value
    }

    /// The function a `return` leaves: `nil` inside a closure, whose `return` is the closure's.
    static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorDeclSyntax.self) { return nil }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function }
            current = ancestor.parent
        }
        return nil
    }

    /// The parameter holding the current state: the first of the result's type.
    static func stateParameter(of parameters: [MoveContext.Parameter], type: String) -> String {
        parameters.first { $0.type.map { plainType(text: $0).name } == type }?.name ?? "self"
    }

    /// A value read from somewhere (`stage`, `prefs.layout`, `saved!`, `Kind(rawValue: raw)!`): a
    /// helper it is passed to may be given any case.
    static func passesAValueOfItsOwn(_ value: ExprSyntax) -> Bool {
        switch value.kind {
        case .declReferenceExpr, .forceUnwrapExpr, .optionalChainingExpr, .subscriptCallExpr: true
        case .memberAccessExpr: value.as(MemberAccessExprSyntax.self)?.base != nil && caseName(of: value) == nil
        case .functionCallExpr:
            // `.idle()`, `.make(x)`: a case or a static member of the parameter's type, not a value read;
            // `Stroke(text)`, `parse(text)`: a value made at run time.
            value.as(FunctionCallExprSyntax.self).map {
                $0.trailingClosure == nil
                    && ($0.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil || $0.calledExpression.is(DeclReferenceExprSyntax.self))
            }
                ?? false
        default: false
        }
    }

    /// A literal, or a standard value made (`Int64(code.rawValue)`): never a case of an enum.
    static func isStandardValue(_ value: ExprSyntax) -> Bool {
        if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
            || value.is(BooleanLiteralExprSyntax.self)
        {
            return true
        }
        let made = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return made.map(StorageFinder.standardValueTypes.contains) ?? false
    }

    static func mayBeCase(_ value: ExprSyntax) -> Bool {
        DialectSupport.branches(of: [value]).contains { branch in
            caseName(of: branch) != nil || branch.is(NilLiteralExprSyntax.self)
                || branch.as(FunctionCallExprSyntax.self).flatMap { MatchedCases.caseName(of: $0.calledExpression) } != nil
        }
    }

    /// A `switch` or `if` every branch of which returns a value (`case .all: return "All"`) maps
    /// the state to something else: it decides no move.
    static func onlyComputesAValue(_ node: Syntax) -> Bool {
        let bodies: [CodeBlockItemListSyntax]
        if let switchExpression = node.as(SwitchExprSyntax.self) {
            bodies = ActiveSyntax.cases(of: switchExpression).map(\.statements)
        } else if let ifExpression = node.as(IfExprSyntax.self) {
            // An `else` that does something else (`launchURL = url`) makes the test decide it.
            switch ifExpression.elseBody {
            case .codeBlock(let block): bodies = [ifExpression.body.statements, block.statements]
            case .ifExpr(let next): return onlyComputesAValue(Syntax(next)) && onlyComputesAValue(Syntax(ifExpression.with(\.elseBody, nil)))
            case nil: bodies = [ifExpression.body.statements]
            }
        } else {
            return false
        }
        // Each branch: constants declared, then the value (`let ids = cleaned(); return ids.isEmpty ? … : …`).
        return !bodies.isEmpty
            && bodies.allSatisfy { body in
                let declaresOnlyConstants = body.dropLast().allSatisfy {
                    $0.item.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
                }
                guard let last = body.last?.item, declaresOnlyConstants else { return false }
                if let returned = last.as(ReturnStmtSyntax.self) { return returned.expression != nil }
                return last.is(ExprSyntax.self) && !last.is(SequenceExprSyntax.self) && !last.is(FunctionCallExprSyntax.self)
            }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
