internal import SwiftSyntax

/// Reads what code matches values against: the path a `switch`, `if case` or `==` looks at, and the
/// cases its patterns name.
enum MatchedCases {
    /// `state`, `self.state` ⟶ `state`; `self` ⟶ `self`; `state.phase` ⟶ `state.phase`; `nil` for
    /// anything that is not a plain path of names (a call, a subscript, a literal).
    static func path(of expression: ExprSyntax) -> String? {
        components(of: expression).map { $0.joined(separator: ".") }
    }

    /// A plain path, or a member of a value fsmcheck cannot name (`items[id]?.status`,
    /// `make().status` ⟶ `?.status`): writes and tests through an element of a collection meet there.
    static func loosePath(of expression: ExprSyntax) -> String? {
        looseComponents(of: expression).map { $0.joined(separator: ".") }
    }

    static func looseComponents(of expression: ExprSyntax) -> [String]? {
        if let names = components(of: expression) { return names }
        let member = expression.as(MemberAccessExprSyntax.self)
        return member?.base == nil ? nil : member.map { ["?", $0.declName.baseName.text] }
    }

    /// The names of a plain path, `self.` dropped unless it is the whole path.
    static func components(of expression: ExprSyntax) -> [String]? {
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                current = member.base
                guard current != nil else { return nil }
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                guard reference.argumentNames == nil, !reference.baseName.text.hasPrefix("$") else { return nil }
                names.append(reference.baseName.text)
                current = nil
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                return nil
            }
        }
        names.reverse()
        if names.count > 1, names.first == "self" { names.removeFirst() }
        return names
    }

    /// The case names one pattern expression matches; `nil` for a pattern matching anything (`_`,
    /// `let x`), `[]` for one fsmcheck cannot read. `.a(let x)`, `.a?`, `.some(.a)` and `State.a`
    /// match `a`; `nil` and `.none` match `nil`.
    static func caseNames(of pattern: ExprSyntax) -> [String]? {
        if pattern.is(DiscardAssignmentExprSyntax.self) || pattern.is(PatternExprSyntax.self) { return nil }
        if pattern.is(NilLiteralExprSyntax.self) { return ["nil"] }
        if let optional = pattern.as(OptionalChainingExprSyntax.self) { return caseNames(of: optional.expression) }
        if let call = pattern.as(FunctionCallExprSyntax.self) {
            guard let name = caseName(of: call.calledExpression) else { return [] }
            if name == "some", let inner = call.arguments.first?.expression { return caseNames(of: inner) }
            return [name]
        }
        return caseName(of: pattern).map { [$0] } ?? []
    }

    /// `.a` or `Type.a` (a type name is capitalised) ⟶ `a`. `.none` stays `none`: it is `nil` only
    /// for an optional whose enum has no case of that name, which the assembly knows.
    static func caseName(of expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let path = components(of: base), path.last?.first?.isUppercase == true else { return nil }
        }
        return member.declName.baseName.text
    }

    /// `job.isFinal`, `!job.isFinal`, `job.isFinal == false`: a Bool property of `job` tested, as a
    /// condition whose cases the enum's getter gives (`EnumPredicates`).
    static func propertyTest(_ expression: ExprSyntax) -> PathCondition? {
        var tested = unparenthesized(expression)
        var holds = true
        if let negation = tested.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            tested = unparenthesized(negation.expression)
            holds = false
        }
        if let sequence = tested.as(SequenceExprSyntax.self), sequence.elements.count == 3, let first = sequence.elements.first,
            let comparator = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
            comparator == "==" || comparator == "!=",
            let literal = sequence.elements.last?.as(BooleanLiteralExprSyntax.self)
        {
            tested = first
            holds = holds == ((literal.literal.tokenKind == .keyword(.true)) == (comparator == "=="))
        }
        guard let path = components(of: tested), path.count >= 2, let property = path.last else { return nil }
        let marker = [String(PathCondition.propertyMarker) + property]
        return PathCondition(path: path.dropLast().joined(separator: "."), cases: holds ? .only(marker) : .except(marker))
    }

    /// The value a Bool property or method of it is tested on: `mode.isPlaying`, `!state.status.isBusy`,
    /// `mode.isPlaying == false`, `stage.accepts(url)` test `mode`, `state.status` and `stage`
    /// (which states they admit is not known).
    static func testedOwner(of expression: ExprSyntax) -> String? {
        var tested = expression
        if let negation = tested.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" { tested = negation.expression }
        if let sequence = tested.as(SequenceExprSyntax.self), let first = sequence.elements.first, sequence.elements.count == 3,
            sequence.elements.dropFirst(2).first?.is(BooleanLiteralExprSyntax.self) == true
        {
            tested = first
        }
        // `stage.accepts(url)`: a method of the state asked a question.
        if let call = tested.as(FunctionCallExprSyntax.self), let method = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = method.base, let owner = components(of: base), owner != ["self"]
        {
            return owner.joined(separator: ".")
        }
        guard let path = components(of: tested), path.count >= 2, path.last?.hasPrefix("is") == true || path.last?.hasPrefix("has") == true
        else { return nil }
        return path.dropLast().joined(separator: ".")
    }

    /// The case names a `case` pattern matches, looking through `let` and `var` bindings.
    static func caseNames(ofPattern pattern: PatternSyntax) -> [String]? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseNames(ofPattern: binding.pattern) }
        if pattern.is(WildcardPatternSyntax.self) || pattern.is(IdentifierPatternSyntax.self) { return nil }
        // `case is Actions.Close`: an action matched by its type (ReSwift), named by it.
        if let isType = pattern.as(IsTypePatternSyntax.self) { return [isType.type.trimmedText] }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return [] }
        if let type = castType(of: expression) { return [type] }
        return caseNames(of: expression)
    }

    /// `let open as Actions.Open` in a pattern, `x as? Screen` in a value ⟶ the type, folded or not.
    static func castType(of expression: ExprSyntax) -> String? {
        if let cast = expression.as(AsExprSyntax.self) { return cast.type.trimmedText }
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
            elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self)
        else { return nil }
        return type.type.trimmedText
    }

    /// The elements of a tuple pattern (`(.a, .x)`, `let (.a, x)`), or `nil` for any other pattern.
    static func tupleElements(ofPattern pattern: PatternSyntax) -> [PatternSyntax]? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return tupleElements(ofPattern: binding.pattern) }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.map(\.pattern) }
        guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self) else { return nil }
        return tuple.elements.map { PatternSyntax(ExpressionPatternSyntax(expression: $0.expression)) }
    }

    /// The parts of a condition joined at its top level by `joiner` (`&&` or `||`): `index == 1 &&
    /// stage == .base` ⟶ `index == 1`, `stage == .base`. A condition that mixes in a looser
    /// operator (`||` when splitting at `&&`), a ternary or an assignment is one part.
    static func operands(of expression: ExprSyntax, joinedBy joiner: String) -> [ExprSyntax] {
        let expression = unparenthesized(expression)
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [expression] }
        var parts: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            let operatorText = element.as(BinaryOperatorExprSyntax.self)?.operator.text
            if operatorText == joiner {
                parts.append([])
                continue
            }
            let isLooser = (joiner == "&&" && operatorText == "||") || element.is(UnresolvedTernaryExprSyntax.self)
            if isLooser || element.is(TernaryExprSyntax.self) || element.is(AssignmentExprSyntax.self) { return [expression] }
            parts[parts.count - 1].append(element)
        }
        guard parts.count > 1, parts.allSatisfy({ !$0.isEmpty }) else { return [expression] }
        return parts.map { $0.count == 1 ? unparenthesized($0[0]) : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax($0))) }
    }

    /// `(status == .restarting)` ⟶ `status == .restarting`.
    static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil
        else { return expression }
        return unparenthesized(only.expression)
    }

    /// `p == .a`, `p != .a`, `.a == p` and `p == .a || p == .b`: a condition on one path, or `nil`.
    static func comparison(_ expression: ExprSyntax) -> PathCondition? {
        guard let sequence = unparenthesized(expression).as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count % 4 == 3 else { return nil }
        var path: String?
        var names: [String] = []
        var comparator: String?
        for start in stride(from: 0, to: elements.count, by: 4) {
            if start > 0, elements[start - 1].as(BinaryOperatorExprSyntax.self)?.operator.text != (comparator == "==" ? "||" : "&&") {
                return nil
            }
            guard let operatorText = elements[start + 1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                operatorText == "==" || operatorText == "!=", comparator == nil || comparator == operatorText
            else { return nil }
            comparator = operatorText
            let (left, right) = (elements[start], elements[start + 2])
            guard let (side, name) = pathAndCase(left, right) ?? pathAndCase(right, left), path == nil || path == side else { return nil }
            path = side
            names.append(name)
        }
        guard let path else { return nil }
        return PathCondition(path: path, cases: comparator == "==" ? .only(names) : .except(names))
    }

    private static func pathAndCase(_ pathSide: ExprSyntax, _ caseSide: ExprSyntax) -> (String, String)? {
        let name = caseSide.is(NilLiteralExprSyntax.self) ? "nil" : caseName(of: caseSide)
        guard let name, let path = loosePath(of: pathSide) else { return nil }
        return (path, name)
    }

    /// The names a `case` pattern binds to a case's payload, with the case and the position:
    /// `case let .setStep(step)` and `case .setStep(let step)` bind `step` to `setStep`'s first value.
    static func payloadBindings(ofPattern pattern: PatternSyntax) -> [String: PayloadBinding] {
        let bindsAll = pattern.is(ValueBindingPatternSyntax.self)
        let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let call = inner.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            let caseName = caseName(of: call.calledExpression)
        else { return [:] }
        var bindings: [String: PayloadBinding] = [:]
        for (position, argument) in call.arguments.enumerated() {
            if let bound = boundName(argument.expression, bindsAll: bindsAll) {
                bindings[bound] = PayloadBinding(caseName: caseName, position: position)
            }
        }
        return bindings
    }
}

extension MatchedCases {
    /// `step` in `let step`, or in `step` under a `case let`.
    fileprivate static func boundName(_ expression: ExprSyntax, bindsAll: Bool) -> String? {
        if bindsAll, let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard var pattern = expression.as(PatternExprSyntax.self)?.pattern else { return nil }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            pattern = binding.pattern
        } else if !bindsAll {
            return nil
        }
        return pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}

/// A name a `case` pattern binds to a value the matched case carries.
struct PayloadBinding: Hashable, Sendable {
    var caseName: String
    var position: Int
}
