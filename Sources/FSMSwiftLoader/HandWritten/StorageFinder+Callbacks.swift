/// Moves written in a closure handed to one of the owner's own methods (`probe { self.phase =
/// .resting }`): the method may move the state before it calls the closure back (`phase = .pulling;
/// finish(true)`), so the move leaves what the method assigns as well as what the code around the
/// call left. Read only from the call site, a state the method enters has no way out: a false
/// dead end.
extension StorageFinder {
    func withCallbackSources(_ moves: [Storage.Move]) -> [Storage.Move] {
        moves.map { move in
            let methods = move.write.context.calledBackBy
            guard !methods.isEmpty else { return move }
            let assigned = Set(
                moves.filter { $0.write.context.function.map(methods.contains) == true && $0.write.context.scope == move.write.context.scope }
                    .flatMap(\.targets).compactMap { target -> String? in if case .state(let name, _) = target { name } else { nil } })
            guard !assigned.isEmpty else { return move }
            let afterMethod = PathCondition(path: move.storagePath, cases: .only(assigned.sorted()), isAssigned: true)
            let alternatives = move.write.context.alternatives
            let widened = alternatives + alternatives.map { $0.filter { $0.path != move.storagePath } + [afterMethod] }
            guard widened.count <= MoveContextReader.alternativeLimit else { return move }
            var moved = move
            moved.write.context.alternatives = widened
            return moved
        }
    }
}
