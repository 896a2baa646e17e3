internal import SwiftSyntax

/// `$state` handed to a view (`Toggle(isOn: $isOn)`, `Picker(selection: $model.mode)`), or a
/// binding made by hand (`Binding(get: { model.tab }, set: { model.tab = $0 })`), lets code fsmcheck
/// does not read write the property; reading a `@Published` property's publisher (`$state.sink {
/// … }`, `remote.$state.map(…)`) writes nothing, but a pipeline assigned to it (`.assign(to:
/// &$state)`) does.
extension MoveCollector {
    /// What is asked of a publisher, which reads the property it projects.
    private static let publisherOperators: Set<String> = [
        "sink", "assign", "map", "compactMap", "filter", "removeDuplicates", "receive", "debounce", "throttle", "dropFirst", "combineLatest",
        "eraseToAnyPublisher", "first", "prefix", "scan", "flatMap", "merge", "zip", "values", "handleEvents", "print",
    ]

    /// The writer out of sight a `$name` reference makes, by the path it binds (`$model.mode` binds
    /// `mode` of the object `model` holds; `remote.$state` binds `remote`'s `state`); nil for a
    /// publisher read or a projection fsmcheck cannot name.
    func hiddenWriter(boundBy reference: DeclReferenceExprSyntax) -> HiddenWriter? {
        let text = reference.baseName.text
        guard text.hasPrefix("$"), text.count > 1, text.dropFirst().first?.isNumber == false else { return nil }
        var path = String(text.dropFirst())
        var outer = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id, let base = member.base {
            guard let owner = MatchedCases.components(of: base) else { return nil }
            if owner != ["self"] { path = (owner + [path]).joined(separator: ".") }
            outer = Syntax(member)
        }
        while let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id {
            // `$value.filter { … }` calls a publisher's operator and `$value.values` reads its stream;
            // `$model.filter` binds a property of that name.
            let name = member.declName.baseName.text
            let isCalled = member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
            if Self.publisherOperators.contains(name), isCalled || name == "values" { return nil }
            // `$value.onSet { … }`: a method of the binding, handed the binding, not a property of the value.
            if isCalled { break }
            path += "." + member.declName.baseName.text
            outer = Syntax(member)
        }
        // `$name`, `model.$name`, `$name.onSet { … }`: the property's own projected value, which for a
        // `@Published` one is its publisher (`$nav.tab` is a binding through `nav`'s instead); handed
        // on `inout` (`.assign(to: &$name)`), the publisher is what a pipeline writes the property by.
        let isHandedOn = outer.parent?.is(InOutExprSyntax.self) == true
        let isProjectedValue =
            !isHandedOn && (outer.id == Syntax(reference).id || outer.as(MemberAccessExprSyntax.self)?.declName.id == reference.id)
        let base = path.split(separator: ".").first.map(String.init)
        return HiddenWriter(
            path: path, scope: SyntaxScope.typeScope(of: Syntax(reference)),
            reason: isHandedOn
                ? "`&\(outer.trimmedText)` hands it to a pipeline that writes it" : "`\(outer.trimmedText)` binds it to code that may write it",
            location: file.location(of: reference), baseType: base.flatMap { path.contains(".") ? Self.parameterType(of: $0, around: outer) : nil },
            isProjectedValue: isProjectedValue)
    }

    /// The type written for the parameter `name` of the function around `node`. In an extension of
    /// a TCA store of one feature (`extension StoreOf<Profile>`), the store's `State` is that
    /// feature's: `func scopeState(state: State) { state.$sheet }` binds `Profile.State.sheet`.
    private static func parameterType(of name: String, around node: Syntax) -> String? {
        var ancestor = node.parent
        while let current = ancestor, !current.is(FunctionDeclSyntax.self) { ancestor = current.parent }
        guard let function = ancestor?.as(FunctionDeclSyntax.self),
            let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
        else { return nil }
        let type = parameter.type.trimmedText
        guard type == "State" || type == "Action", let feature = storeFeature(around: Syntax(function)) else { return type }
        return feature + "." + type
    }

    /// `Profile` for code in `extension StoreOf<Profile>` or `extension ViewStoreOf<Profile>`.
    private static func storeFeature(around node: Syntax) -> String? {
        var ancestor = node.parent
        while let current = ancestor, !current.is(ExtensionDeclSyntax.self) { ancestor = current.parent }
        guard let extended = ancestor?.as(ExtensionDeclSyntax.self)?.extendedType.as(IdentifierTypeSyntax.self),
            ["StoreOf", "ViewStoreOf"].contains(extended.name.text), let arguments = extended.genericArgumentClause?.arguments,
            arguments.count == 1
        else { return nil }
        return arguments.first?.argument.trimmedText
    }

    /// The writer out of sight a hand-made binding's setter is: `set: { model.tab = $0 }` in a
    /// `Binding(get:set:)` writes whatever the view it is handed to chooses.
    func hiddenWriter(setting path: [String], to value: ExprSyntax, in sequence: SequenceExprSyntax) -> HiddenWriter? {
        guard let closure = sequence.parent?.parent?.parent?.as(ClosureExprSyntax.self),
            let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "set",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            SyntaxText.plainTypeName(call.calledExpression.trimmedText) == "Binding",
            let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name == "$0" || closure.signature?.parameterClause.map({ $0.trimmedText.trimmingCharacters(in: ["(", ")"]) }) == name
        else { return nil }
        return HiddenWriter(
            path: path.joined(separator: "."), scope: SyntaxScope.typeScope(of: Syntax(sequence)),
            reason: "`Binding(get:set:)` hands it to code that may write it", location: file.location(of: sequence))
    }

    /// `&state` handed to a function: what it writes is not read. A member of a value fsmcheck
    /// cannot name (`&$0.policy`, `&items[i].status`) may be any type's.
    func hiddenWriter(handedOnBy expression: InOutExprSyntax) -> HiddenWriter? {
        guard let path = MatchedCases.loosePath(of: expression.expression) else { return nil }
        return HiddenWriter(
            path: path, scope: SyntaxScope.typeScope(of: Syntax(expression)),
            reason: "`\(expression.trimmedText)` hands it to code that may write it", location: file.location(of: expression), isInOut: true)
    }
}
