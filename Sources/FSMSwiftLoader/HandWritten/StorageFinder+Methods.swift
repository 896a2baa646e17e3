import FSMModel
internal import SwiftSyntax

/// Moves made by a call rather than an assignment: a `mutating func` of the state's enum called on
/// the storage (`state.step.next()` moves `step` where the method's `self = …` says, from the states
/// both the call site and the method allow), and a TCA binding action sent for the field
/// (`send(.set(\.permission, .allowed))`).
extension StorageFinder {
    /// `.set(\.field, value)` sent in the feature that owns the state: the value is the target, and
    /// the move runs where the code that sends it runs (`case .recordTapped where …`); sent from
    /// elsewhere (a view's `store.send(.binding(.set(\.field, .first)))`), from any state, when the
    /// value names the enum's cases.
    func bindingActionMoves(of property: StoredProperty, owner: String, stateType: EnumDeclaration) -> [Storage.Move] {
        let feature = Array(property.owner.dropLast())
        return index.handWritten.helperCalls(named: ".set").compactMap { located -> Storage.Move? in
            let write = located.write
            guard write.arguments.count == 2, let node = write.call?.as(FunctionCallExprSyntax.self),
                let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
                let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
                component.declName.baseName.text.trimmingPrefix("$") == property.name
            else { return nil }
            let isInFeature =
                HandWrittenIndex.scope(write.callScope, isOwner: feature) || HandWrittenIndex.scope(write.callScope, isOwner: property.owner)
            guard isInFeature || (!write.arguments[1].isEmpty && write.arguments[1].allSatisfy { Self.names($0, among: stateType) }) else {
                return nil
            }
            var moved = write
            moved.context = MoveContextReader.context(of: Syntax(node))
            if !isInFeature { moved.context.alternatives = [[]] }
            let state = moved.context.parameters.first { parameter in
                parameter.isInout && parameter.type.map { index.handWritten.resolvedType($0, from: moved.context.scope) } == owner
            }
            let path = state.map { $0.name + "." + property.name } ?? property.name
            return Storage.Move(write: moved, storagePath: path, targets: write.arguments[1])
        }
    }

    /// A new value of the property's type made with a case for it (`Press(mode: .hold)`, through an
    /// initializer or the memberwise one) and stored over the old one (`press = …`): the property
    /// may take that case from any state. A call whose argument for the property's label names the
    /// enum's cases counts. One that does not name its type (`.init(mode: .hold)`, whose type only
    /// the compiler knows) counts when the path it is stored over ends in a property holding the
    /// type (`outcomes.press = .init(action: a, behavior: .hold)`, `press: PressAction?`): any other
    /// type may have such a label too (IceCubes' `intent.timeline = .init(timeline: .home)` makes
    /// an intent's entity, not a new value of the view whose `timeline` is a `TimelineFilter`).
    func constructionMoves(of property: StoredProperty, stateType: EnumDeclaration) -> [Storage.Move] {
        constructions(of: property, stateType: stateType, replacing: true).map { located, targets -> Storage.Move in
            var write = located.write
            if let node = write.call { write.context = MoveContextReader.context(of: node) }
            write.context.alternatives = [[]]
            write.context.conditions = []
            write.context.isInitializer = false
            return Storage.Move(write: write, storagePath: property.name, targets: targets)
        }
    }

    /// The cases new values of the property's type start in (`jobs.append(Job(priority: .urgent))`),
    /// beside those its declaration and initializers give: a start, not a move.
    func constructedStarts(of property: StoredProperty, stateType: EnumDeclaration) -> [Reference] {
        constructions(of: property, stateType: stateType, replacing: false).flatMap { _, targets in
            targets.compactMap { target in
                guard case .state(let name, let location) = target else { return nil }
                return Reference(name, at: location)
            }
        }
    }

    /// The calls making a value of the property's type whose argument for the property names cases.
    private func constructions(of property: StoredProperty, stateType: EnumDeclaration, replacing: Bool) -> [(HandWrittenIndex.Located, [MoveTarget])]
    {
        let named = index.handWritten.helperCalls(named: MoveCollector.construction(of: property.owner.last ?? "", replacing: replacing))
        let inferred = index.handWritten.helperCalls(named: MoveCollector.construction(of: MoveCollector.inferredType, replacing: replacing))
        let holders = Set(index.handWritten.properties(holding: property.owner.joined(separator: ".")).map(\.name))
        return (named + inferred.filter { !replacing || isStored(in: holders, $0.write) }).compactMap { located in
            let write = located.write
            guard let position = write.argumentLabels.firstIndex(of: property.name), position < write.arguments.count,
                !write.arguments[position].isEmpty, write.arguments[position].allSatisfy({ Self.names($0, among: stateType) })
            else { return nil }
            return (located, write.arguments[position])
        }
    }

    func mutatingMethodMoves(of property: StoredProperty, stateType: EnumDeclaration, owner: String) -> [Storage.Move] {
        let calls = index.handWritten.methodCalls(on: property.name)
        // A reducer-dialect enum's `handleEvent` is that dialect's machine, with its hierarchy.
        guard !calls.isEmpty, !index.handWritten.reducerDialectTypes.contains(stateType.name) else { return [] }
        let enumScope = stateType.scope + [stateType.name]
        let selfWrites = index.handWritten.writes(to: "self", from: enumScope).map(\.write).filter { write in
            write.path == ["self"] && write.context.function != nil && HandWrittenIndex.scope(write.context.scope, isOwner: enumScope)
        }
        let writesByMethod = Dictionary(grouping: selfWrites) { $0.context.function ?? "" }
        return calls.flatMap { call -> [Storage.Move] in
            guard let methodWrites = writesByMethod[call.method], let node = call.call else { return [] }
            let context = MoveContextReader.context(of: node)
            // The enum's own method called on a path ending in the property's name: the property,
            // even through a value whose type is not written (`state.banner.fill(items)`).
            guard let (path, _) = storagePath(of: call.path, in: context, property: property, owner: owner) else { return [] }
            return methodWrites.map { methodWrite in
                let write = StorageWrite(
                    path: call.path, targets: [], context: Self.context(context, within: methodWrite.context, storagePath: path),
                    location: call.location)
                return Storage.Move(write: write, storagePath: path, targets: methodWrite.targets.map { argument($0, of: call) })
            }
        }
    }

    /// The call site's conditions, and the method's conditions on `self` as conditions on the storage.
    private static func context(_ callSite: MoveContext, within method: MoveContext, storagePath: String) -> MoveContext {
        var context = callSite
        let onSelf = method.alternatives.map { alternative in
            alternative.filter { $0.path == "self" }.map { condition in
                var renamed = condition
                renamed.path = storagePath
                return renamed
            }
        }
        let combined = callSite.alternatives.flatMap { outer in onSelf.map { outer + $0 } }
        context.alternatives = combined.count <= MoveContextReader.alternativeLimit ? combined : callSite.alternatives
        context.conditions += method.conditions
        return context
    }

    /// A method that assigns its parameter (`mutating func move(to next: Self) { self = next }`)
    /// moves to the value the call passes.
    private func argument(_ target: MoveTarget, of call: MethodCall) -> MoveTarget {
        guard case .parameter(let position) = target, let arguments = call.call?.as(FunctionCallExprSyntax.self)?.arguments,
            position < arguments.count
        else { return target }
        return .computed(
            SyntaxLocator(arguments[arguments.index(arguments.startIndex, offsetBy: position)].expression, in: index.files[call.fileIndex]))
    }

    /// Whether the value a call makes is stored over a path ending in one of `holders` (`press` of
    /// `outcomes.press = .init(…)`).
    private func isStored(in holders: Set<String>, _ write: StorageWrite) -> Bool {
        guard let call = write.call, let sequence = call.parent?.parent?.as(SequenceExprSyntax.self),
            let path = sequence.elements.first.flatMap(MatchedCases.looseComponents(of:)), let last = path.last
        else { return false }
        return holders.contains(last)
    }
}
