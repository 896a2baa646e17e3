import FSMModel

/// Tests a type asks of its state through a Bool property of its own.
extension StorageFinder {
    /// `if isApplying { phase = .done }` with `var isApplying: Bool { phase == .applying }` in the
    /// owner: the getter's test of the storage holds where the property is asked (`!isApplying`,
    /// an `else` branch: its negation), as if the comparison were written there.
    func withOwnerPredicates(_ moves: [Storage.Move], of property: StoredProperty) -> [Storage.Move] {
        let predicates = index.handWritten.predicates(testing: property.name, of: property.owner)
        guard !predicates.isEmpty else { return moves }
        return moves.map { move in
            guard HandWrittenIndex.scope(move.write.context.scope, isOwner: property.owner) else { return move }
            let tests = move.write.context.conditions.compactMap { condition -> PathCondition? in
                let (name, holds, isExplicitSelf) = Self.askedProperty(condition)
                // `let isLive = speed > 0; if isLive`, `func tune(isLive: Bool)`: the local or
                // parameter, not the property.
                guard isExplicitSelf || !move.write.context.hasLocal(named: String(name)) else { return nil }
                guard let predicate = predicates.first(where: { $0.name == name }) else { return nil }
                return PathCondition(path: move.storagePath, cases: holds ? predicate.condition.cases : predicate.condition.cases.negated)
            }
            guard !tests.isEmpty else { return move }
            var move = move
            // `guard !isDeleting else { return }; state = .deleting; …; state = .deleted`: a test no
            // case the flow last set passes was made before that, and says nothing of the later moves;
            // one it passes (`state = .applying; await …; if isApplying { … }`) still narrows them.
            move.write.context.alternatives = move.write.context.alternatives.map { alternative in
                let assigned = alternative.filter { $0.isAssigned && $0.path == move.storagePath }.map(\.cases)
                return alternative + tests.filter { test in assigned.allSatisfy { !$0.intersected(with: test.cases).isEmptyOnly } }
            }
            return move
        }
    }

    /// `isApplying`, `self.isApplying`, `!isApplying`, `!(isApplying)` ⟶ the name, and whether it holds.
    private static func askedProperty(_ condition: String) -> (name: Substring, holds: Bool, isExplicitSelf: Bool) {
        var text = Substring(condition)
        var holds = true
        if text.hasPrefix("!") {
            text = text.dropFirst()
            holds = false
            if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        }
        let isExplicitSelf = text.hasPrefix("self.")
        if isExplicitSelf { text = text.dropFirst(5) }
        return (text, holds, isExplicitSelf)
    }

    /// Whether code that handles events tests the property (`isTestedInOwnCode`), or the framework
    /// does, through an `override` of its type (`override var isFinished: Bool { phase == .done }`
    /// in an `Operation`, which its queue asks).
    func isTested(_ property: StoredProperty, _ moves: [Storage.Move]) -> Bool {
        guard !index.handWritten.predicates(testing: property.name, of: property.owner).contains(where: \.isOverride) else { return true }
        let movers = Set(moves.lazy.filter { !$0.write.context.isInitializer }.map(\.write.context.scope))
        return isTestedInOwnCode(property, owner: property.owner.joined(separator: "."), movers: movers.union(drivers(of: property, moves))) { read in
            // A test on a copy of an element (`if let job = jobs.last, job.status.isBusy`) decides a
            // write through an element in the same function (`jobs[id: job.id]?.status = .canceled`).
            moves.contains { $0.isThroughUnknownValue && Self.isInSameFunction($0.write, read) }
        }
    }

    /// `switch player.state { case .paused: player.play() … }` in a toolbar: a type whose test of
    /// the property, through a value of its owner, decides which of the owner's methods that move
    /// it (`func play() { state = .playing }`) it calls through that value drives the machine, as a
    /// type writing it does. A test that decides something else (which message to show after a
    /// save) does not make the value a machine.
    private func drivers(of property: StoredProperty, _ moves: [Storage.Move]) -> Set<TypeScope> {
        let moving = Set(
            moves.lazy.filter { HandWrittenIndex.scope($0.write.context.scope, isOwner: property.owner) && !$0.write.context.isInitializer }
                .compactMap { $0.write.context.function.map { String($0.prefix { $0 != "(" }) } })
        guard !moving.isEmpty else { return [] }
        var drivers: Set<TypeScope> = []
        for located in handWritten.reads(of: property) {
            let read = located.write
            guard read.path.count == 2, !HandWrittenIndex.scope(read.context.scope, isOwner: property.owner),
                index.handWritten.methodCalls(on: read.path[0]).contains(where: {
                    $0.path == [read.path[0]] && moving.contains($0.method) && $0.location.file == read.location.file
                        && $0.testedPaths.contains(read.path.joined(separator: "."))
                })
            else { continue }
            drivers.insert(read.context.scope)
        }
        return drivers
    }
}
