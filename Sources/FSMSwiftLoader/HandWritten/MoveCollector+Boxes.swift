internal import SwiftSyntax

/// Properties that hold a state in a box that publishes it (`BoxedValue`).
extension MoveCollector {
    /// `private let phase = CurrentValueSubject<Phase, Never>(.idle)`: a storage of `Phase`, whose
    /// value moves although the property is a constant. Whether the declaration was one.
    ///
    /// Whoever can see the box can set its value (`phase.send(.done)`): a `public` box is written
    /// outside, a `private(set)` one too; only a `private` or `fileprivate` one is written inside alone.
    mutating func collectBoxes(declaredBy declaration: VariableDeclSyntax, owner: TypeScope) -> Bool {
        let boxes = declaration.bindings.compactMap { binding -> (IdentifierPatternSyntax, TypeSyntax, ExprSyntax?)? in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self), isStored(binding),
                let (type, initial) = BoxedValue.content(of: binding)
            else {
                return nil
            }
            return (name, type, initial)
        }
        guard !boxes.isEmpty, boxes.count == declaration.bindings.count else { return false }
        let modifiers = declaration.modifiers.map(\.trimmedText)
        for (name, type, initial) in boxes {
            let held = Self.plainType(type)
            facts.properties.append(
                StoredProperty(
                    name: name.identifier.text, owner: owner, typeName: held.name, isOptional: held.isOptional,
                    defaultCases: initial.map { Self.caseValues(ofValue: $0) } ?? [], hasDefault: initial != nil,
                    isWritableOutside: modifiers.contains { $0 == "public" || $0 == "open" },
                    isWrittenOnlyInside: modifiers.contains { $0 == "private" || $0 == "fileprivate" }, isBoxed: true, isStatic: false,
                    location: file.location(of: name.identifier)))
        }
        return true
    }

    /// `phase.send(.done)`, `phase.accept(.done)`: a write of a box's value (`BoxedValue`), kept as
    /// `phase.value = .done` would be, since which properties are boxes is known once the run is read.
    mutating func collectBoxSetting(_ call: FunctionCallExprSyntax) {
        if let box = BoxedValue.closureSetting(by: call), let path = MatchedCases.loosePath(of: box) {
            facts.hiddenWriters.append(
                HiddenWriter(
                    path: path, scope: SyntaxScope.typeScope(of: Syntax(call)),
                    reason: "`\(call.calledExpression.trimmedText) { … }` hands its value to a closure that may change it",
                    location: file.location(of: call)))
        }
        guard let (box, value) = BoxedValue.setting(by: call), let path = MatchedCases.looseComponents(of: box) else { return }
        collectWrite(of: [value], to: path + ["value"], writtenAs: box, at: Syntax(call))
    }
}
