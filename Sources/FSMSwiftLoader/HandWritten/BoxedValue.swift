internal import SwiftSyntax

/// A value kept in a box that publishes it: Combine's `CurrentValueSubject<Phase, Never>(.idle)`,
/// RxRelay's `BehaviorRelay<Phase>(value: .idle)`, ReactiveSwift's `MutableProperty<Phase>`, or an
/// app's own `Observable<Phase>` with a `value` that notifies, or a lock around one (`Locked<Phase>`,
/// TCA's `LockIsolated`). The property holding the box is the storage: `phase.value = .done`,
/// `phase.send(.done)`, `phase.accept(.done)` and `phase.setValue(.done)` write it, `phase.value ==
/// .idle` tests it, and a closure a lock hands the value to (`phase.mutate { $0 = .done }`) writes it
/// out of sight.
///
/// Writes and tests are read as written (`phase.value`) and taken as the box's own too when the run is
/// indexed (`unwrapped`), once every file has said which properties are boxes: a box declared in
/// one file is written in the extensions of others.
enum BoxedValue {
    /// The generic types that hold one value that can be read and set.
    static let boxTypes: Set<String> = [
        "CurrentValueSubject", "CurrentValueRelay", "BehaviorRelay", "BehaviorSubject", "MutableProperty", "Variable", "Observable",
        "Box", "Dynamic", "Bindable", "Locked", "LockedBox", "LockIsolated", "Synchronized", "ThreadSafe",
    ]
    /// The methods that set a box's value: Combine's `send`, RxRelay's `accept`, RxSwift's
    /// `onNext`, TCA's `LockIsolated.setValue`.
    static let setters: Set<String> = ["send", "accept", "onNext", "setValue"]
    /// The methods that hand a lock's value to a closure that may change it.
    static let closureSetters: Set<String> = ["mutate", "modify", "withValue", "withLock", "withMutableValue", "write"]

    /// The type a property's box holds and the value it is made with, if the property is a box:
    /// `let phase = CurrentValueSubject<Phase, Never>(.idle)`, `let phase: BehaviorRelay<Phase> = .init(value: .idle)`.
    static func content(of binding: PatternBindingSyntax) -> (type: TypeSyntax, initial: ExprSyntax?)? {
        if let written = binding.typeAnnotation?.type {
            guard let identifier = written.as(IdentifierTypeSyntax.self), boxTypes.contains(identifier.name.text),
                let held = firstArgument(of: identifier.genericArgumentClause)
            else { return nil }
            return (held, binding.initializer?.value.as(FunctionCallExprSyntax.self)?.arguments.first?.expression)
        }
        guard let made = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            let specialized = made.calledExpression.as(GenericSpecializationExprSyntax.self),
            let name = specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, boxTypes.contains(name),
            let held = firstArgument(of: specialized.genericArgumentClause)
        else { return nil }
        return (held, made.arguments.first?.expression)
    }

    /// The value a new box is made with (`BehaviorRelay(value: .idle)`, `CurrentValueSubject<Phase,
    /// Never>(.idle)`): assigned to a property, it is where the property's value starts.
    static func valueBoxed(by expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1 else { return nil }
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, boxTypes.contains(name) else { return nil }
        return call.arguments.first?.expression
    }

    private static func firstArgument(of clause: GenericArgumentClauseSyntax?) -> TypeSyntax? {
        guard case .type(let type)? = clause?.arguments.first?.argument else { return nil }
        return type
    }

    /// The box a call hands to a closure that may set its value (`state.mutate { $0 = .closed }`).
    static func closureSetting(by call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), closureSetters.contains(member.declName.baseName.text),
            call.trailingClosure != nil || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
        else { return nil }
        return member.base
    }

    /// The box written by a call of one of its setters (`phase.send(.done)` ⟶ `phase`), with the value.
    static func setting(by call: FunctionCallExprSyntax) -> (box: ExprSyntax, value: ExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let box = member.base,
            setters.contains(member.declName.baseName.text), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil, call.trailingClosure == nil
        else { return nil }
        return (box, argument.expression)
    }

    /// The run's facts with `box.value` read as `box` too, wherever `box` is the name of a boxed
    /// property: in its own type (`phase.value`) and through other values (`delegate.phase.value`,
    /// with `delegate` of a protocol type). The path as written is kept beside it, for a property
    /// named `value` of a type another property of that name holds (`settings.value = .dark`); each
    /// path is resolved as any other, so the one that names no storage writes nothing.
    static func unwrapped(_ facts: [HandWrittenFacts]) -> [HandWrittenFacts] {
        let boxes = Set(facts.lazy.flatMap(\.properties).filter(\.isBoxed).map(\.name))
        guard !boxes.isEmpty else { return facts }
        func unwrapped(_ path: [String]) -> [String]? {
            guard path.count >= 2, path.last == "value", boxes.contains(path[path.count - 2]) else { return nil }
            return Array(path.dropLast())
        }
        func unwrapped(_ condition: PathCondition) -> PathCondition? {
            guard let path = unwrapped(condition.path.components(separatedBy: ".")) else { return nil }
            var condition = condition
            condition.path = path.joined(separator: ".")
            return condition
        }
        func withUnwrapped(_ write: StorageWrite) -> [StorageWrite] {
            var write = write
            write.context.alternatives = write.context.alternatives.map { $0 + $0.compactMap(unwrapped) }
            guard let path = unwrapped(write.path) else { return [write] }
            var unwrappedWrite = write
            unwrappedWrite.path = path
            return [write, unwrappedWrite]
        }
        return facts.map { file in
            var file = file
            file.writes = file.writes.flatMap(withUnwrapped)
            file.reads = file.reads.flatMap(withUnwrapped)
            file.ownerPredicates += file.ownerPredicates.compactMap { predicate in
                guard let condition = unwrapped(predicate.condition) else { return nil }
                var predicate = predicate
                predicate.condition = condition
                return predicate
            }
            return file
        }
    }
}
