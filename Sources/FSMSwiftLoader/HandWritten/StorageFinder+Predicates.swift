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
                let (name, holds) = Self.askedProperty(condition)
                guard let predicate = predicates.first(where: { $0.name == name }) else { return nil }
                return PathCondition(path: move.storagePath, cases: holds ? predicate.condition.cases : predicate.condition.cases.negated)
            }
            guard !tests.isEmpty else { return move }
            var move = move
            move.write.context.alternatives = move.write.context.alternatives.map { $0 + tests }
            return move
        }
    }

    /// `isApplying`, `self.isApplying`, `!isApplying`, `!(isApplying)` ⟶ the name, and whether it holds.
    private static func askedProperty(_ condition: String) -> (name: Substring, holds: Bool) {
        var text = Substring(condition)
        var holds = true
        if text.hasPrefix("!") {
            text = text.dropFirst()
            holds = false
            if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        }
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        return (text, holds)
    }
}
