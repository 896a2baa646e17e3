import FSMDiagnostics
import FSMModel

/// A place a hand-written machine keeps its current state, with every move that writes it.
struct Storage {
    /// The machine's name: `UploadController.state`, `Connection`, `reduce`.
    var name: String
    var location: SourceLocation
    var stateType: EnumDeclaration
    /// `nil` is one of its states.
    var isOptional: Bool
    /// `nil` keeps the state: a `-> State?` reducer returns it for "no change".
    var nilMeansStay = false
    var moves: [Move] = []
    /// The states it may start in, in source order; empty when the first value is not seen.
    var initialCandidates: [Reference] = []
    /// Why the first value is not seen, when it is not.
    var initialUnseen: (reason: String, location: SourceLocation)?
    /// Code that may write it out of fsmcheck's sight.
    var hiddenWriters: [(reason: String, location: SourceLocation)] = []
    /// Code that handles events looks at its value (a `guard state.mode == .idle` before sending an
    /// effect), so it is a machine even when no move itself depends on the value.
    var isMatched = false
    /// A local of a function: the function may return in any state, so a state it never leaves is
    /// where the run ends, not a dead end.
    var mayStopInAnyState = false
    /// Cases of its enum another storage of the run is given (`viewStatus = .unknown` elsewhere): one
    /// this storage never names is one it does not use, not one it cannot enter.
    var takenElsewhere: Set<String> = []
    /// Cases a forwarding getter gives in place of the stored value (`killSwitch ? .blocked :
    /// _access`): what readers see, never a state the stored value holds.
    var shownInstead: Set<String> = []

    /// The cases its own moves and starts name, which need no other storage to be states of it.
    var casesNamed: Set<String> {
        let moved = moves.flatMap(\.targets).compactMap { target -> String? in
            if case .state(let name, _) = target { name } else { nil }
        }
        return Set(moved + initialCandidates.map(\.name))
    }

    /// A write with what the storage is called where it is written (`state`, `state.phase`,
    /// `self`): the conditions on that path say which states the move leaves.
    struct Move {
        var write: StorageWrite
        var storagePath: String
        /// The targets, when they come from a helper's caller rather than the write itself.
        var targets: [MoveTarget]
        /// Written through a value whose type is not known (`transcription.status = .done` on a local,
        /// `items[id]?.status = .done`), taken because it names the enum's cases.
        var isThroughUnknownValue = false
    }
}

/// Finds the storages a file declares and gathers their moves from the whole run.
struct StorageFinder {
    let file: ParsedSwiftFile
    let index: DeclarationIndex
    var handWritten: HandWrittenIndex { index.handWritten }

    func storages() -> [Storage] {
        let declared = handWritten.declared(in: file.path)
        // A stored property a computed one forwards to is read under the computed name.
        let forwarded = Set(declared.properties.compactMap { property in property.backing.map { property.owner + [$0] } })
        var found = declared.properties.filter { !forwarded.contains($0.owner + [$0.name]) && !isReplaced($0) }.compactMap { property in
            stateType(of: property).flatMap { propertyStorage(property, of: $0) }
        }
        found += declared.locals.compactMap(localStorage)
        found += declared.enumPaths.compactMap(enumStorage)
        found += declared.functions.filter { $0.statePath != "self" }.compactMap(functionStorage)
        found += parameterStorages(declared.writes)
        for position in found.indices { found[position].moves = withSentPayloads(found[position].moves) }
        return found
    }

    /// `#if APPSTORE` around a stub of a type the run also declares without a condition: the two
    /// are never built together, so the stub's property is the other's in another build, not a
    /// second machine given the other's moves.
    private func isReplaced(_ property: StoredProperty) -> Bool {
        property.isConditional
            && handWritten.properties(of: property.owner.joined(separator: ".")).contains { $0.name == property.name && !$0.isConditional }
    }

    /// Replaces a move to a matched case's payload (`case let .setStep(step): state.step = step`) by
    /// the values sent with that case anywhere in the run (`.send(.setStep(.done))`); when none is
    /// found, the move may go to any state.
    private func withSentPayloads(_ moves: [Storage.Move]) -> [Storage.Move] {
        moves.map { move in
            var move = move
            move.targets = move.targets.flatMap { target -> [MoveTarget] in
                guard case .payload(let binding) = target else { return [target] }
                let sent = handWritten.helperCalls(named: "." + binding.caseName).compactMap { call in
                    binding.position < call.write.arguments.count ? call.write.arguments[binding.position] : nil
                }
                return sent.isEmpty ? [target] : sent.flatMap { $0 }
            }
            return move
        }
    }

    /// A stored property of enum type, written in its type, its extensions, or through a path from
    /// a value of its type (`state.phase = .x` in a reducer receiving the state).
    private func propertyStorage(_ property: StoredProperty, of stateType: EnumDeclaration) -> Storage? {
        guard !property.isStatic, !Self.isASignal(property, of: stateType), !isRegister(property, of: stateType) else { return nil }
        let owner = property.owner.joined(separator: ".")
        var storage = Storage(
            name: (property.owner + [property.name]).joined(separator: "."), location: property.location, stateType: stateType,
            isOptional: property.isOptional)
        // A forwarding property starts where its stored one does: its default, or what initializers give it.
        let backing = property.backing.flatMap { name in handWritten.properties(of: owner).first { $0.name == name } }
        storage.moves = writtenMoves(of: property, stateType: stateType, owner: owner)
        if let backing { storage.moves += writtenMoves(of: backing, stateType: stateType, owner: owner).filter(\.write.context.isInitializer) }
        storage.moves =
            withHelperCalls(storage.moves, stateType: stateType) + mutatingMethodMoves(of: property, stateType: stateType, owner: owner)
            + bindingActionMoves(of: property, owner: owner, stateType: stateType) + constructionMoves(of: property, stateType: stateType)
        storage.moves = withCallbackSources(withOwnerPredicates(storage.moves, of: property))
        storage.isMatched = Self.isMovedLikeAState(storage.moves, property) && !Self.isAKind(storage.moves) && isTested(property, storage.moves)
        storage.hiddenWriters = writersOutOfSight(of: property, owner: owner)
        let defaulted = storage.moves.compactMap(Self.defaultedParameter)
        InitialState.read(for: &storage, property: backing ?? property)
        InitialState.resolvingOwnInitializer(for: &storage, index: index.handWritten)
        for (label, location) in defaulted where storage.initialUnseen == nil {
            takeStarts(passedFor: label, at: location, to: &storage, property: property, stateType: stateType)
        }
        // New values made with other cases start there too, when where values start is known at all.
        if storage.initialUnseen == nil, !storage.initialCandidates.isEmpty {
            for start in constructedStarts(of: property, stateType: stateType)
            where !storage.initialCandidates.contains(where: { $0.name == start.name }) {
                storage.initialCandidates.append(start)
            }
        }
        // `var origin: Origin!` that every initializer sets: set before use, its `nil` is no state
        // unless code sets it again.
        if property.isImplicitlyUnwrapped, !storage.initialCandidates.isEmpty, !storage.initialCandidates.contains(where: { $0.name == "nil" }),
            !storage.moves.contains(where: Self.setsNil)
        {
            storage.isOptional = false
        }
        if handWritten.isDecodable(owner) {
            storage.initialUnseen = ("`\(property.owner.last ?? owner)` is `Decodable`: a decoded value may hold any case", property.location)
        }
        storage.takenElsewhere = casesTaken(byOtherStoragesOf: stateType, than: property, named: storage.casesNamed)
        storage.shownInstead = Set(property.casesShownInstead).subtracting(storage.casesNamed)
        return storage
    }

    /// The writes of the run that move `property`: in its type, through a value of its type, or
    /// through a value whose type is not known when they can only be its.
    func writtenMoves(of property: StoredProperty, stateType: EnumDeclaration, owner: String) -> [Storage.Move] {
        var moves: [Storage.Move] = []
        for located in handWritten.writes(to: property) {
            guard
                let (path, isCertain) = storagePath(
                    of: located.write.path, in: located.write.context, property: property, owner: owner, isExplicitSelf: located.write.isExplicitSelf)
            else { continue }
            // A write through an object of unknown type is taken only when it names cases of the enum,
            // passes on a parameter declared with its type (`if let state { download.state = state }`)
            // or a value of the writer's of that type, or writes a property no other type has a
            // property of that name.
            let targets = located.write.targets
            guard
                isCertain
                    || targets.allSatisfy({
                        Self.names($0, among: stateType) || passes($0, stateType, located.write)
                            || handsOn($0, ofType: stateType, in: located.write)
                    })
                    || (handWritten.isPropertyNameUnique(property.name) && !targets.contains { Self.namesAnotherCase($0, stateType) })
            else { continue }
            moves.append(
                Storage.Move(
                    write: Self.ownTests(of: located.write, property: property), storagePath: path, targets: located.write.targets,
                    isThroughUnknownValue: !isCertain))
        }
        return moves
    }

    /// The enum a property holds; none when its type names a struct or class of the run (a nested
    /// `struct State` is not another type's `enum State`), or an enum nested in a type its code
    /// cannot name without it (`var failure: Error?` is Swift's `Error`, not `Installer.Error`).
    func stateType(of property: StoredProperty) -> EnumDeclaration? {
        guard let typeName = property.typeName.map(handWritten.withoutModule),
            !handWritten.declaresNonEnumType(typeName, from: property.owner)
        else { return nil }
        return index.enumDeclaration(named: typeName, from: property.owner, in: file.path, visibleOnly: true)
    }

    /// The Composable Architecture's stores, through which a view reads and writes its feature's state.
    static let storeTypes: Set<String> = ["Store", "StoreOf", "ViewStore", "ViewStoreOf"]

    /// Types of the standard library, Foundation, Core Graphics and the UI frameworks whose values
    /// are no enum of the app's (`Result` is the standard library's, its cases a call's outcome): a
    /// property of one that looks moved (`revision = .max`, `origin = .zero`) is no machine.
    static let standardValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool",
        "String", "Character", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "CGPoint", "CGSize", "CGRect", "CGVector",
        "Error", "Any", "AnyObject", "NSNumber", "NSString", "NSDate", "Timer", "DispatchWorkItem", "Result", "NSPoint", "NSSize",
        "NSRect", "CGAffineTransform", "UIEdgeInsets", "NSEdgeInsets", "EdgeInsets", "Font", "Color", "UIColor", "NSColor", "UIFont",
        "NSFont", "UIBackgroundTaskIdentifier", "Duration", "Measurement", "Angle", "UnitPoint", "Alignment", "Animation", "CATransform3D",
        "UIOffset", "DispatchTime", "DispatchTimeInterval", "CMTime", "CLLocationCoordinate2D", "MKCoordinateRegion", "NSRange",
    ]

    /// One note for each property moved like a machine (a case written under a test of its value)
    /// whose type is declared in no file of the run: an enum from a package or SDK not read.
    func notesOnTypesNotRead() -> [Diagnostic] {
        handWritten.declared(in: file.path).properties.compactMap { property in
            guard !property.isStatic, let typeName = property.typeName.map(handWritten.withoutModule), !Self.standardValueTypes.contains(typeName),
                !handWritten.declaresType(typeName, from: property.owner),
                stateType(of: property) == nil
            else { return nil }
            let owner = property.owner.joined(separator: ".")
            let casesWritten = handWritten.writes(to: property).compactMap { located -> Storage.Move? in
                // A case is lower-case: `NWEndpoint.Host(text)` is a type's initializer.
                guard let (path, isCertain) = storagePath(of: located.write.path, in: located.write.context, property: property, owner: owner),
                    isCertain, !located.write.context.isInitializer,
                    located.write.targets.contains(where: {
                        if case .state(let name, _) = $0 { name.first?.isLowercase == true && name != "nil" } else { false }
                    })
                else { return nil }
                return Storage.Move(write: located.write, storagePath: path, targets: [])
            }
            // A case written under a test of the value, or a case written and the value compared
            // with cases by name in the type's own code (`startedAt = .now` with `startedAt != nil`
            // is a static member of a type that is no enum, and `if panel == nil { panel =
            // Factory.makePanel() }` makes an object once).
            let movedLikeAMachine =
                casesWritten.contains { HandWrittenAssembly.dependsOnState($0) && Self.testsACase($0) }
                || (!casesWritten.isEmpty && isTestedInOwnCode(property, owner: owner, namingACase: true))
            guard movedLikeAMachine else { return nil }
            let name = (property.owner + [property.name]).joined(separator: ".")
            return file.unsupportedConstruct(
                "`\(name)` is moved like a state machine, but its type `\(typeName)` is declared in no file read; it was not checked",
                at: property.location, machine: name, hint: "lint the files that declare `\(typeName)` too, to have the machine checked")
        }
    }

    /// Whether the code around the move tests the storage for a case other than `nil`.
    private static func testsACase(_ move: Storage.Move) -> Bool {
        move.write.context.alternatives.joined().contains { condition in
            condition.path == move.storagePath && !condition.isAssigned && condition.cases.names.contains { $0 != "nil" }
        }
    }

    /// A write `self.state = .x` inside a closure or function with a parameter of the property's name
    /// (`handler = { state in switch state { … } }`): a `switch state` there is on the parameter,
    /// another value, so it says nothing of where the move starts.
    private static func ownTests(of write: StorageWrite, property: StoredProperty) -> StorageWrite {
        guard write.path == [property.name], write.context.parameter(named: property.name) != nil,
            write.context.switchedByBareName.contains(property.name)
        else { return write }
        var write = write
        write.context.alternatives = write.context.alternatives.map { alternative in alternative.filter { $0.path != property.name } }
        return write
    }

    /// Whether code that handles events tests the property's value: the type's own methods, a
    /// reducer given the state, a type that moves it (`movers`: a service testing `state.playback`
    /// and calling `state.setPlayback(.paused)`), or (`isTestedElsewhere`) a test through a value
    /// of unknown type.
    func isTestedInOwnCode(
        _ property: StoredProperty, owner: String, namingACase: Bool = false, movers: Set<TypeScope> = [],
        isTestedElsewhere: (StorageWrite) -> Bool = { _ in false }
    ) -> Bool {
        handWritten.reads(of: property).contains { located in
            let read = located.write
            guard !namingACase || read.namesACase,
                let (_, isCertain) = storagePath(of: read.path, in: read.context, property: property, owner: owner)
            else { return false }
            guard isCertain else { return isTestedElsewhere(read) }
            return Self.isOwnCode(read.context, of: property) || movers.contains(read.context.scope)
        }
    }

    /// `init(warning: Warning? = nil) { self.warning = warning }`: the parameter whose default is a
    /// start, which the calls making the value may pass other values for.
    private static func defaultedParameter(_ move: Storage.Move) -> (String, SourceLocation)? {
        let context = move.write.context
        guard context.isInitializer, move.targets.count == 1, case .parameter(let position)? = move.targets.first,
            position < context.functionParameters.count, let parameter = context.parameter(named: context.functionParameters[position]),
            !parameter.defaultCases.isEmpty
        else { return nil }
        return (parameter.argumentLabel, move.write.location)
    }

    /// `origin = nil`, `origin = .none`: a move back to no value.
    private static func setsNil(_ move: Storage.Move) -> Bool {
        move.targets.contains { target in
            guard case .state(let name, _) = target else { return false }
            return name == "nil" || name == "none"
        }
    }

    static func isInSameFunction(_ first: StorageWrite, _ second: StorageWrite) -> Bool {
        first.location.file == second.location.file && first.context.function == second.context.function
            && first.context.scope == second.context.scope
    }

    static func names(_ target: MoveTarget, among stateType: EnumDeclaration) -> Bool {
        guard case .state(let name, _) = target else { return false }
        return stateType.cases.contains { $0.name == name }
    }

    /// Whether `target` is a parameter of the writing function declared with the enum's type.
    private func passes(_ target: MoveTarget, _ stateType: EnumDeclaration, _ write: StorageWrite) -> Bool {
        guard case .parameter(let position) = target, position < write.context.functionParameters.count,
            let type = write.context.parameter(named: write.context.functionParameters[position])?.type
        else { return false }
        return names(stateType, written: type, from: write.context.scope)
    }

    /// Replaces each write of a helper's parameter (`func transition(to next: State) { state = next }`)
    /// by the calls of the helper, with the case each passes.
    func withHelperCalls(_ moves: [Storage.Move], stateType: EnumDeclaration) -> [Storage.Move] {
        moves.flatMap { move -> [Storage.Move] in
            guard case .parameter(let position)? = move.targets.first, move.targets.count == 1, !move.write.context.isInitializer,
                let helper = move.write.context.function
            else {
                return [move]
            }
            let calls = handWritten.helperCalls(named: helper).compactMap { call in
                helperMove(call, position: position, for: move, stateType: stateType)
            }
            // No call seen (the helper is handed on as a function, or called from code not read), or
            // one passing a value named elsewhere: what it is given is unknown, never no move at all.
            return calls.isEmpty || handWritten.isCalledWithANamedValue(helper, at: position, declaredIn: move.write.context) ? calls + [move] : calls
        }
    }

    /// The move a call of a helper makes: from where it is made, when made in the helper's type;
    /// from any state when made from another type (`player.move(to: .loading)`), and then only when
    /// what it passes names the storage's cases (a same-named method of another type passes others).
    private func helperMove(
        _ call: HandWrittenIndex.Located, position: Int, for move: Storage.Move, stateType: EnumDeclaration
    ) -> Storage.Move? {
        guard position < call.write.arguments.count, Self.labelsFit(call.write.argumentLabels, helper: move.write.context) else { return nil }
        let callScope = call.write.callScope
        let isInOwnType =
            HandWrittenIndex.scope(callScope, isOwner: move.write.context.scope)
            || HandWrittenIndex.scope(move.write.context.scope, isOwner: callScope)
        let targets = call.write.arguments[position]
        let namesCases = !targets.isEmpty && targets.allSatisfy({ Self.names($0, among: stateType) })
        guard isInOwnType || namesCases else { return nil }
        var write = call.write
        if let node = write.call { write.context = MoveContextReader.context(of: node) }
        // A call on another value (`row.configure(viewModel: …)` on a child view, in the type of a
        // helper of the same name) is that value's method, not a call from the helper's own code;
        // one on a name for `self` (`strongSelf.configure(…)`) is.
        let isOwn = isInOwnType && (Self.receiverPath(of: write.call).map { write.context.localTypes[$0] == "Self" } ?? true)
        guard isOwn || namesCases else { return nil }
        if !isOwn {
            // Another type's code, even its `init`, moves this value: it does not start it. What it
            // tests of the value through the object it calls (`if model.phase == .playing {
            // model.setPhase(.paused) }`) says where the move starts; nothing else it tests does.
            let receiver = Self.receiverPath(of: write.call).map { $0 + "." + move.storagePath }
            write.context.alternatives = write.context.alternatives.map { alternative in
                alternative.compactMap { condition in
                    guard condition.path == receiver else { return nil }
                    var renamed = condition
                    renamed.path = move.storagePath
                    return renamed
                }
            }
            write.context.conditions = []
            write.context.isInitializer = false
        }
        // The helper's own tests of the storage (`guard filter != .favorites else { return }`) hold
        // whoever calls it.
        let tested = move.write.context.alternatives.map { $0.filter { $0.path == move.storagePath } }
        if tested.contains(where: { !$0.isEmpty }) {
            let combined = write.context.alternatives.flatMap { outer in tested.map { outer + $0 } }
            if combined.count <= MoveContextReader.alternativeLimit { write.context.alternatives = combined }
        }
        return Storage.Move(write: write, storagePath: move.storagePath, targets: targets)
    }

    /// Whether a call's argument labels are the helper's, in order, some left to their defaults:
    /// `change(sort: .name)` is no call of `change(filter:)`. A call without labels may call the
    /// helper through a function value it was handed on as (`onOpen(.add)`), which has none.
    private static func labelsFit(_ labels: [String], helper context: MoveContext) -> Bool {
        guard labels.contains(where: { $0 != "_" }) else { return true }
        let event = context.methodEvent ?? ""
        let declared: [String] =
            event.hasSuffix(")")
            ? event.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
            : Array(repeating: "_", count: context.functionParameters.count)
        var remaining = declared[...]
        for label in labels {
            guard let found = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }
}
