import FSMModel

/// The storages that are not properties: an enum's own value, a reducer function's result, and a
/// reducer's `inout` state parameter.
extension StorageFinder {
    /// A local `var` of enum type, written and tested in the body it is declared in (a parser's
    /// `var section = Section.outside` in a loop over lines). Named after its type, its function and
    /// itself: `Config.init.section`.
    func localStorage(_ local: LocalVariable) -> Storage? {
        let variable = local.variable
        guard let stateType = stateType(of: variable) else { return nil }
        var storage = Storage(
            name: (variable.owner + [local.function, variable.name]).joined(separator: "."), location: variable.location, stateType: stateType,
            isOptional: variable.isOptional)
        storage.mayStopInAnyState = true
        let isInBody = { (path: [String], location: SourceLocation, context: MoveContext?) in
            path == [variable.name] && local.range.contains(location) && context?.parameter(named: variable.name) == nil
        }
        storage.moves = index.handWritten.writes(to: variable.name, from: variable.owner).map(\.write).filter {
            isInBody($0.path, $0.location, $0.context)
        }.map {
            // In an initializer too, a local's writes are moves: its start is its declaration.
            var write = $0
            write.context.isInitializer = false
            return Storage.Move(write: write, storagePath: variable.name, targets: write.targets)
        }
        // Set only from computed values (`kind = Kind(rawValue: text)`), it holds what was parsed:
        // the code names no state it moves to.
        let namesACase = storage.moves.contains { move in
            move.targets.contains { if case .state(let name, _) = $0 { name != "nil" } else { false } }
        }
        guard namesACase else { return nil }
        // Tested where it is set once (`var result = .unknown; if … { result = .a }; if result == .a
        // { … }`) it is a result, not a state: only code that runs again sees what it was set to.
        storage.isMatched = index.handWritten.reads(of: variable.name, from: variable.owner).contains {
            isInBody($0.write.path, $0.write.location, $0.write.context) && $0.write.context.carriedLocals.contains(variable.name)
        }
        // So is a move tested once (`if chosen == nil { chosen = .all }` after a loop filling it).
        guard
            storage.isMatched
                || storage.moves.contains(where: { $0.write.context.carriedLocals.contains(variable.name) && HandWrittenAssembly.dependsOnState($0) })
        else { return nil }
        storage.hiddenWriters = index.handWritten.hiddenWriters(of: variable.name).filter { isInBody([$0.path], $0.location, nil) }.map {
            ($0.reason, $0.location)
        }
        InitialState.read(for: &storage, property: variable)
        // A result built in a loop (`var level = .none; for … { level = .high }; return level`) is
        // not the only thing its function returns (`return .everything` before the loop); the
        // cases other storages of a shared enum hold are theirs (a summary's `idle`, a panel's start).
        storage.takenElsewhere = index.handWritten.casesReturned(beside: variable.name, in: variable.owner) {
            local.range.contains($0.location)
        }
        storage.takenElsewhere.formUnion(casesTaken(byOtherStoragesOf: stateType, than: variable, named: storage.casesNamed))
        // A local holds what its function gives it (`lastSent`, remembering which phase it reported
        // last); a case the program passes to a call (`report(.preparing)`) is used there, not one
        // the local's code failed to reach.
        let unnamed = stateType.cases.map(\.name).filter { !storage.casesNamed.contains($0) }
        storage.takenElsewhere.formUnion(unnamed.filter(index.handWritten.isPassedToACall))
        return storage
    }

    /// An enum whose methods assign `self` or return the next value (`func next() -> Self`). The
    /// reducer dialect reads those written in a `handleEvent` method, with their hierarchy. An enum
    /// a stored property holds is that property's machine: its methods move the property where
    /// they are called on it (`health.bump()`, `state = state.held()`), and the owner's writes move
    /// it too, so the enum alone, without them, makes no machine.
    func enumStorage(_ path: String) -> Storage? {
        let scope = path.split(separator: ".").map(String.init)
        guard let name = scope.last, !index.handWritten.reducerDialectTypes.contains(name), !index.handWritten.isHeldByAProperty(path),
            let stateType = index.enumDeclaration(named: name, from: Array(scope.dropLast()), in: file.path)
        else { return nil }
        var storage = Storage(name: path, location: stateType.location, stateType: stateType, isOptional: false)
        let returns = index.handWritten.writes(to: "return", from: scope).filter { $0.write.returnedBy?.statePath == "self" }
        let copies = Set(
            Dictionary(grouping: returns.map(\.write)) { $0.returnedBy?.location }.filter { Self.isACopy($0.value, of: stateType) }.keys)
        let writes =
            index.handWritten.writes(to: "self", from: scope).filter { $0.write.path == ["self"] }
            + returns.filter { !copies.contains($0.write.returnedBy?.location) }
        for located in writes where HandWrittenIndex.scope(located.write.context.scope, isOwner: scope) {
            storage.moves.append(Storage.Move(write: located.write, storagePath: "self", targets: located.write.targets))
        }
        InitialState.read(for: &storage, ownerScope: scope, index: index.handWritten)
        return storage
    }

    /// `func replacing(_ photo: Photo) -> Origin` whose arms mostly return the case they match with
    /// new values (`case let .thread(id, _): return .thread(id, photo)`): a copy of the value with
    /// other data, as a struct's `with…` is, not a move between its cases.
    static func isACopy(_ returns: [StorageWrite], of stateType: EnumDeclaration) -> Bool {
        let copied = returns.filter { write in
            let matched = write.context.alternatives.joined().filter { $0.path == "self" && !$0.isAssigned }.flatMap { condition -> [String] in
                if case .only(let names) = condition.cases { names } else { [] }
            }
            return write.targets.allSatisfy { target in
                guard case .state(let name, _) = target else { return false }
                return matched.contains(name) && stateType.casesWithAssociatedValues.contains(name)
            }
        }
        return copied.count * 2 > returns.count
    }

    /// `func reduce(state: State, event: Event) -> State`: the result is the next state.
    func functionStorage(_ function: ReducerFunction) -> Storage? {
        guard let stateType = index.enumDeclaration(named: function.resultType, from: function.scope, in: file.path) else { return nil }
        var storage = Storage(
            name: (function.scope + [function.name]).joined(separator: "."), location: function.location, stateType: stateType,
            isOptional: false)
        storage.nilMeansStay = function.resultIsOptional
        let returns = index.handWritten.writes(to: "return", from: function.scope).filter { $0.write.returnedBy?.location == function.location }
        let assigned = index.handWritten.writes(to: function.statePath, from: function.scope).filter { located in
            located.write.path == [function.statePath] && located.write.context.function == function.name
                && located.write.context.scope == function.scope && located.write.location.file == function.location.file
        }
        storage.moves = (returns + assigned).map {
            Storage.Move(write: $0.write, storagePath: function.statePath, targets: $0.write.targets)
        }
        guard isReducer(function, moves: storage.moves) else { return nil }
        let stateTypePath = index.handWritten.resolvedType(function.resultType, from: function.scope)
        InitialState.read(for: &storage, ownerScope: stateTypePath.split(separator: ".").map(String.init), index: index.handWritten)
        InitialState.readStarts(of: function, for: &storage, index: index.handWritten)
        return storage
    }

    /// A function `(State, X) -> State` is a reducer when its moves depend on what else it is given
    /// (an event matched by case or type), when it is named one (`reduce…`) or when a feedback
    /// system runs it; `adjusted(command:for:)`, which maps a value with the help of another
    /// (`if command == .pin { return pinCommand(for: selection) }; return command`), is no machine.
    private func isReducer(_ function: ReducerFunction, moves: [Storage.Move]) -> Bool {
        guard function.statePath != "self", !function.name.lowercased().hasPrefix("reduce"),
            index.handWritten.reducerStarts(named: function.name).isEmpty
        else { return true }
        // `static func merge(_ a: Light?, with b: Light?) -> Light?`: two values of the state's type
        // combined into one, as a display merges two lamps', not a state moved by an event.
        let statesTaken = function.parameters.filter { $0.type.map { MoveCollector.plainType(text: $0).name } == function.resultType }
        guard statesTaken.count < 2 else { return false }
        let others = Set(function.parameters.map(\.name)).subtracting([function.statePath])
        return moves.contains { move in
            move.write.context.alternatives.joined().contains { others.contains(String($0.path.prefix { $0 != "." })) }
        }
    }

    /// A reducer's `inout` state of enum type, written in place: `state = .loggedIn` in a TCA
    /// `Reduce { state, action in … }` or a `func reduce(into state: inout State, action:)`.
    func parameterStorages(_ writes: [StorageWrite]) -> [Storage] {
        var byOwner: [String: Storage] = [:]
        var order: [String] = []
        let reducerFunctions = index.handWritten.declared(in: file.path).functions
        for write in writes {
            let parameterName = write.path[0]
            guard let parameter = write.context.parameter(named: parameterName), let type = parameter.type,
                !reducerFunctions.contains(where: { $0.name == write.context.function && $0.statePath == parameterName })
            else { continue }
            let written = MoveCollector.plainType(text: type)
            // Named after the state it holds (`AppFeature.State`): a TCA reducer is a closure in `body`.
            let name = index.handWritten.resolvedType(written.name, from: write.context.scope)
            if byOwner[name] == nil {
                guard let stateType = index.enumDeclaration(named: written.name, from: write.context.scope, in: file.path) else { continue }
                var storage = Storage(name: name, location: write.location, stateType: stateType, isOptional: written.isOptional)
                InitialState.read(for: &storage, ownerScope: name.split(separator: ".").map(String.init), index: index.handWritten)
                InitialState.readStoreStarts(ofState: name, for: &storage, index: index.handWritten)
                byOwner[name] = storage
                order.append(name)
            }
            byOwner[name]?.moves.append(Storage.Move(write: write, storagePath: parameterName, targets: write.targets))
        }
        return order.compactMap { byOwner[$0].map(withHoldersMoves) }
    }

    /// The properties of the state's type that code hands on as `inout` (`Reducer.reduce(&conn,
    /// input)`) hold the reducer's state between calls: their own writes (`conn = .closed` when the
    /// owner runs an effect) move it too, and their default is where it starts.
    private func withHoldersMoves(_ storage: Storage) -> Storage {
        var storage = storage
        let held = (storage.stateType.scope + [storage.stateType.name]).joined(separator: ".")
        for property in index.handWritten.properties(holding: held) where !property.isStatic {
            let owner = property.owner.joined(separator: ".")
            let isHandedOn = index.handWritten.hiddenWriters(of: property.name).contains { hidden in
                let path = hidden.path.split(separator: ".").map(String.init)
                return hidden.isInOut
                    && storagePath(of: path, in: MoveContext(scope: hidden.scope), property: property, owner: owner)?.isCertain == true
            }
            guard isHandedOn else { continue }
            for located in index.handWritten.writes(to: property) where !located.write.context.isInitializer {
                guard let (path, isCertain) = storagePath(of: located.write.path, in: located.write.context, property: property, owner: owner),
                    isCertain
                else { continue }
                storage.moves.append(Storage.Move(write: located.write, storagePath: path, targets: located.write.targets))
            }
            guard storage.initialCandidates.isEmpty, !property.defaultCases.isEmpty else { continue }
            storage.initialCandidates = property.defaultCases.map { Reference($0, at: property.location) }
            storage.initialUnseen = nil
        }
        return storage
    }
}
