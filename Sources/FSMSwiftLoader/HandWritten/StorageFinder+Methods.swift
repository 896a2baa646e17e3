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
        constructions(of: property, stateType: stateType, replacing: true).filter { Self.namesCases($0.1, stateType) }.map {
            located, targets -> Storage.Move in
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
        constructions(of: property, stateType: stateType, replacing: false).filter { Self.namesCases($0.1, stateType) }.flatMap { _, targets in
            targets.compactMap { target in
                guard case .state(let name, let location) = target else { return nil }
                return Reference(name, at: location)
            }
        }
    }

    /// Every case some call making the owner passes for `property`, also beside a run-time value
    /// (`Button(state: .constant(ready ? model.state : .greyedOut))`).
    func casesPassed(constructing property: StoredProperty, stateType: EnumDeclaration) -> [String] {
        constructions(of: property, stateType: stateType, replacing: false).flatMap { _, targets in
            targets.compactMap { target in
                guard case .state(let name, _) = target else { return nil }
                return name
            }
        }
    }

    /// `init(child: UIViewController, warning: Warning? = nil) { self.warning = warning }`: the
    /// default is one start; the values the calls making the type pass for `warning` are others, and
    /// one computed at run time (a value read from settings) leaves the start unseen.
    func takeStarts(
        passedFor label: String, at location: SourceLocation, to storage: inout Storage, property: StoredProperty, stateType: EnumDeclaration
    ) {
        guard !index.handWritten.isConstructed(property.owner.last ?? "", passingARunTimeValueFor: label) else {
            storage.initialUnseen = ("a call of `init` passes `\(label)` a value computed at run time", location)
            return
        }
        for (located, targets) in constructions(of: property, stateType: stateType, replacing: false, label: label) {
            guard Self.namesCases(targets, stateType) else {
                storage.initialUnseen = ("a call of `init` passes `\(label)` a value computed at run time", located.write.location)
                return
            }
            for case .state(let name, let location) in targets where !storage.initialCandidates.contains(where: { $0.name == name }) {
                storage.initialCandidates.append(Reference(name, at: location))
            }
        }
    }

    private static func namesCases(_ targets: [MoveTarget], _ stateType: EnumDeclaration) -> Bool {
        !targets.isEmpty && targets.allSatisfy { names($0, among: stateType) }
    }

    /// The calls making a value of the property's type with an argument for it (labelled as the
    /// property, or `label`): those stored over an old value (`replacing`), else those starting one.
    /// A value assigned to a local declared before (`let job: Job` … `job = Job(priority: .urgent)`)
    /// is made there: a start.
    private func constructions(of property: StoredProperty, stateType: EnumDeclaration, replacing: Bool, label: String? = nil)
        -> [(HandWrittenIndex.Located, [MoveTarget])]
    {
        typealias Calls = [HandWrittenIndex.Located]
        func calls(_ type: String, assigned: Bool) -> Calls {
            index.handWritten.helperCalls(named: MoveCollector.construction(of: type, replacing: assigned))
        }
        func isLocal(_ located: HandWrittenIndex.Located) -> Bool { assignment(made: located.write)?.isToALocal == true }
        let (named, inferred) = (property.owner.last ?? "", MoveCollector.inferredType)
        let inferredAssigned: Calls = calls(inferred, assigned: true).filter { isStored(over: property, $0.write) }
        let chosen: Calls
        if replacing {
            chosen = calls(named, assigned: true).filter { !isLocal($0) } + inferredAssigned.filter { !isLocal($0) }
        } else {
            let madeInLocals: Calls = (calls(named, assigned: true) + inferredAssigned).filter(isLocal)
            chosen = calls(named, assigned: false) + calls(inferred, assigned: false) + madeInLocals
        }
        return chosen.compactMap { located in
            let write = located.write
            guard let position = write.argumentLabels.firstIndex(of: label ?? property.name), position < write.arguments.count else { return nil }
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

    /// The object a method is called on, as conditions name it: `model` for `model.setPhase(.a)`,
    /// `player.model` for `self.player.model.setPhase(.a)`; nil for a bare call or a computed receiver.
    static func receiverPath(of call: Syntax?) -> String? {
        guard let member = call?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, let path = MatchedCases.path(of: base), path != "self"
        else { return nil }
        return path
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

    /// Whether the value a call makes is stored where a value of the property's type is held: a
    /// bare name is the local of that name if one is declared (`let line: Printer.Line` … `line =
    /// .init(…)` makes a `Printer.Line`), else the property of the type the code is in; a longer
    /// path (`outcomes.press`) ends in a property holding the type.
    private func isStored(over property: StoredProperty, _ write: StorageWrite) -> Bool {
        guard let assignment = assignment(made: write), let last = assignment.path.last else { return false }
        let owner = property.owner.joined(separator: ".")
        guard assignment.path.count == 1 else { return index.handWritten.properties(holding: owner).contains { $0.name == last } }
        let scope = assignment.context.scope
        let held =
            assignment.context.localTypes[last] ?? index.handWritten.typeOfMember(named: last, in: scope.joined(separator: "."))
        guard let held, !held.isEmpty else { return false }
        return index.handWritten.resolvedType(MoveCollector.plainType(text: held).name, from: scope) == owner
    }

    /// The path a call's value is assigned to (`x = Job(…)`), and the context of the call; asked of
    /// every construction in the run for every storage of a type, so read once per call.
    private func assignment(made write: StorageWrite) -> ConstructionAssignment? {
        guard let locator = write.callLocator else { return nil }
        return index.handWritten.assignmentsMade.value(for: locator.key) {
            guard let call = write.call, let sequence = call.parent?.parent?.as(SequenceExprSyntax.self),
                let path = sequence.elements.first.flatMap(MatchedCases.looseComponents(of:)), let first = path.first
            else { return nil }
            let context = MoveContextReader.context(of: call)
            // A closure's parameters are among the locals too; a reducer's `state` is no local.
            return ConstructionAssignment(
                path: path, context: context,
                isToALocal: path.count == 1 && context.localTypes[first] != nil && context.parameter(named: first) == nil)
        }
    }
}
