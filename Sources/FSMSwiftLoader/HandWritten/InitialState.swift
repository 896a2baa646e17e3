import FSMModel

/// Where a hand-written machine starts: a property's default, the cases its initializers assign, a
/// static `initialState` of the state type, `nil` for an optional without a default. Each literal is
/// a candidate; a value computed at run time (a restored state, a parameter) leaves it unseen.
enum InitialState {
    static func read(for storage: inout Storage, property: StoredProperty) {
        var candidates = property.defaultCases.map { Reference($0, at: property.location) }
        if property.hasDefault, candidates.isEmpty {
            storage.initialUnseen = ("the default value of `\(property.name)` is computed at run time", property.location)
        }
        takeInitializerWrites(of: &storage, into: &candidates)
        // A screen its presenter configures (`mayStopInAnyState`) is `nil` until then.
        if candidates.isEmpty || storage.mayStopInAnyState, storage.initialUnseen == nil {
            if property.isOptional, !property.hasDefault {
                candidates.append(Reference("nil", at: property.location))
            } else if candidates.isEmpty {
                storage.initialUnseen = ("`\(property.name)` is given its first value outside the code read", property.location)
            }
        }
        storage.initialCandidates = candidates
    }

    /// `var step: Step = .init()`, where `enum Step` has `init() { self = .intro }`: the enum's own
    /// initializer without parameters names the cases the value starts in. Left as written (a
    /// start that is no case) when that initializer is not found or sets `self` from anything else.
    static func resolvingOwnInitializer(for storage: inout Storage, index: HandWrittenIndex) {
        guard storage.initialCandidates.contains(where: { $0.name == ownInitializer }) else { return }
        let type = storage.stateType.scope + [storage.stateType.name]
        let writes = index.writes(to: "self", from: type).filter { located in
            let context = located.write.context
            return located.write.path == ["self"] && context.isInitializer && context.functionParameters.isEmpty
                && HandWrittenIndex.scope(context.scope, isOwner: type)
        }
        var started: [Reference] = []
        for target in writes.flatMap(\.write.targets) {
            guard case .state(let name, let location) = target else { return }
            if !started.contains(where: { $0.name == name }) { started.append(Reference(name, at: location)) }
        }
        guard !started.isEmpty else { return }
        storage.initialCandidates = storage.initialCandidates.flatMap { $0.name == ownInitializer ? started : [$0] }
    }

    /// What `.init()` is read as among the cases a value may be.
    private static let ownInitializer = "init"

    /// An enum's or a reducer's state: a static `initialState` (or `initial`) of the state type, or
    /// the cases the enum's initializers assign to `self`.
    static func read(for storage: inout Storage, ownerScope: TypeScope, index: HandWrittenIndex) {
        var candidates: [Reference] = []
        let statics = index.properties(of: ownerScope.joined(separator: ".")).filter {
            $0.isStatic && MoveCollector.initialStateNames.contains($0.name)
        }
        for property in statics {
            candidates += property.defaultCases.map { Reference($0, at: property.location) }
        }
        takeInitializerWrites(of: &storage, into: &candidates)
        if candidates.isEmpty, storage.initialUnseen == nil {
            let what = storage.name.split(separator: ".").last.map(String.init) ?? storage.name
            storage.initialUnseen = ("`\(what)` gets its first state from code that calls it, which names no case here", storage.location)
        }
        storage.initialCandidates = candidates
    }

    /// A reducer function no case of its state type starts: the feedback systems that run it from a
    /// first value (`Publishers.system(initial: state, reduce: ReduceUtil.reduce, …)`) give its
    /// candidates, when every such value is a case; one computed at run time leaves it unseen.
    static func readStarts(of function: ReducerFunction, for storage: inout Storage, index: HandWrittenIndex) {
        let starts = index.reducerStarts(named: function.name).filter { start in
            start.owner.map { $0 == function.scope.last } ?? (start.scope == function.scope)
        }
        take(starts, starting: function.name, for: &storage)
    }

    /// A TCA feature's state (`AppFeature.State`) no case of its own starts: the stores made for the
    /// feature (`Store(initialState: .launching) { AppFeature() }`) give its candidates.
    static func readStoreStarts(ofState statePath: String, for storage: inout Storage, index: HandWrittenIndex) {
        let key = statePath.split(separator: ".").suffix(2).joined(separator: ".")
        take(index.reducerStarts(named: key).filter { $0.owner == nil }, starting: key, for: &storage)
    }

    private static func take(_ starts: [ReducerStart], starting name: String, for storage: inout Storage) {
        guard storage.initialCandidates.isEmpty, !starts.isEmpty else { return }
        let cases = Set(storage.stateType.cases.map(\.name) + [MoveCollector.firstDeclaredCase])
        var candidates: [Reference] = []
        for start in starts {
            guard !start.cases.isEmpty, start.cases.allSatisfy(cases.contains) else {
                storage.initialUnseen = ("`\(name)` is started from a value computed at run time", start.location)
                return
            }
            for started in start.cases where !candidates.contains(where: { $0.name == started }) {
                candidates.append(Reference(started, at: start.location))
            }
        }
        storage.initialCandidates = candidates
        storage.initialUnseen = nil
    }

    /// Moves written directly in an initializer give the first state; they are not transitions.
    private static func takeInitializerWrites(of storage: inout Storage, into candidates: inout [Reference]) {
        for move in storage.moves where move.write.context.isInitializer {
            // A screen its presenter configures (`prepare(for:sender:)`) is closed by it, in any state.
            if move.write.context.methodEvent == "prepare(for:sender:)" { storage.mayStopInAnyState = true }
            for target in move.targets {
                switch target {
                case .state(let name, let location):
                    if !candidates.contains(where: { $0.name == name }) { candidates.append(Reference(name, at: location)) }
                case .stay: break
                case .parameter(let position):
                    // `init(step: Step = .welcome) { self.step = step }`: the default is where it starts.
                    let context = move.write.context
                    let defaults = context.parameter(named: context.functionParameters[position])?.defaultCases ?? []
                    if defaults.isEmpty { storage.initialUnseen = ("`init` sets it from its parameter", move.write.location) }
                    for name in defaults where !candidates.contains(where: { $0.name == name }) {
                        candidates.append(Reference(name, at: move.write.location))
                    }
                case .computed, .payload, .neighbour, .end:
                    storage.initialUnseen = ("`init` sets it from a value computed at run time", move.write.location)
                }
            }
        }
        storage.moves.removeAll { $0.write.context.isInitializer }
    }
}
