import FSMModel

/// What tells a state from a setting: a value its type looks at is a machine's state only when
/// something moves it like one, not when its owner configures it once.
extension StorageFinder {
    /// `var exit: Exit?` with `enum Exit { case leave }`: set or not, as a Bool flag is, it is a
    /// signal (a dismissal asked for, a route shown), not a state a flow moves through.
    static func isASignal(_ property: StoredProperty, of stateType: EnumDeclaration) -> Bool {
        property.isOptional && stateType.cases.count == 1
    }

    /// Whether the moves make the value a state its type's tests look at: moved by its own code, or
    /// to more than one case. Set to one case by other types' code alone (a screen giving its button
    /// a `style` in its set-up), a value its type reads to draw itself is a setting; so is one set on
    /// a value just made (`var spec = Spec(); spec.mode = .fixed; return spec`).
    static func isMovedLikeAState(_ moves: [Storage.Move], _ property: StoredProperty) -> Bool {
        // One refreshing the payload of the case it matched (`case .moment: field = .moment(date)`)
        // leaves the value where it was.
        let moves = moves.filter { !$0.write.context.isInitializer && !HandWrittenAssembly.keepsTheCaseItMatched($0) }
        // A subclass setting its base class's value (`displayMode = .card` in `viewDidLoad`) configures
        // it as another type would, unless its own moves depend on the value.
        let isOwnMove = { (move: Storage.Move) in
            isOwnCode(move.write.context, of: property) && (!move.write.context.isInSubclass || HandWrittenAssembly.dependsOnState(move))
        }
        guard !moves.contains(where: isOwnMove) else { return true }
        // Moved only by other types' calls that never look at the value first (`scanner.start(origin:
        // .inbox)`), it is what its callers choose: a context or a setting, not a state.
        guard moves.contains(where: { $0.write.helper == nil || HandWrittenAssembly.dependsOnState($0) }) else { return false }
        var cases: Set<String> = []
        for move in moves where !startsWhereItWasJustSet(move) {
            for case .state(let name, _) in move.targets { cases.insert(name) }
        }
        return cases.count > 1
    }

    /// `var edge: Edge = .bottom` that its code only ever sets to `.bottom` again, whatever it holds
    /// (in a set-up method, or a clamp in its own `didSet`: `if edge == .unset { edge = .bottom }`):
    /// a constant, not a state; no code moves it anywhere, so its other cases say nothing of a
    /// machine. A move back to the start that depends on where the value is (`if screen ==
    /// .offline { screen = .loading }`) is a machine's, and its test of a case never entered a finding.
    static func holdsItsStartAlone(_ storage: Storage) -> Bool {
        guard storage.initialUnseen == nil, storage.hiddenWriters.isEmpty, storage.initialCandidates.count == 1,
            let start = storage.initialCandidates.first?.name
        else { return false }
        let name = storage.name.split(separator: ".").last.map(String.init)
        return storage.moves.allSatisfy { move in
            let isClamp = move.write.context.isInAccessor && move.write.context.function == name
            guard isClamp || !HandWrittenAssembly.dependsOnState(move) else { return false }
            return move.targets.allSatisfy { target in
                switch target {
                case .state(let name, _): name == start
                case .stay: true
                case .parameter, .payload, .neighbour, .end, .computed: false
                }
            }
        }
    }

    /// Whether every way into the move has just assigned the storage a case (or made its value).
    private static func startsWhereItWasJustSet(_ move: Storage.Move) -> Bool {
        move.write.context.alternatives.allSatisfy { alternative in
            alternative.contains { $0.path == move.storagePath && $0.isAssigned }
        }
    }

    /// The code of the property's type and its extensions, or of a reducer given the state `inout`.
    static func isOwnCode(_ context: MoveContext, of property: StoredProperty) -> Bool {
        HandWrittenIndex.scope(context.scope, isOwner: property.owner) || context.parameters.contains(where: \.isInout)
    }

    /// `workflow.trigger`, of a value whose type is not written, where the run declares a type
    /// `Workflow` with a property `trigger`: that type's, not the same-named property of another.
    func isNamedAfterAnotherType(_ base: String, member: String, owner: String, from scope: TypeScope) -> Bool {
        guard let first = base.first, first.isLowercase else { return false }
        let named = index.handWritten.resolvedType(first.uppercased() + base.dropFirst(), from: scope)
        return named != owner && index.handWritten.typeOfMember(named: member, in: named) != nil
    }

    /// `case .user: kind = .user(name: text)`: a write under a test of the value that keeps the case.
    static func refreshesPayload(_ move: Storage.Move) -> Bool {
        !HandWrittenAssembly.dependsOnState(move)
            && move.write.context.alternatives.allSatisfy { $0.contains { $0.path == move.storagePath && !$0.isAssigned } }
    }

    /// A kind chosen when the value is made, not a state: its tests only pick which payload to
    /// refresh (`case .user: kind = .user(name: text)`), and no other write moves it to more than one
    /// case (a reply setting `.folder(…)` once more). A value other writes move to several cases (a
    /// view's `loading`, `display`, `error`) is a state, however its payloads are refreshed.
    static func isAKind(_ moves: [Storage.Move]) -> Bool {
        var movedTo: Set<String> = []
        for move in moves where !move.write.context.isInitializer && !refreshesPayload(move) {
            for target in move.targets {
                switch target {
                case .state(let name, _): movedTo.insert(name)
                case .stay: continue
                // A value computed at run time may be any case.
                case .parameter, .payload, .neighbour, .end, .computed: return false
                }
            }
        }
        return movedTo.count <= 1 && moves.contains(where: refreshesPayload)
    }
}
