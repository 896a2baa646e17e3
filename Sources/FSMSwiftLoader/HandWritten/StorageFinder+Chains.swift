/// Paths through several stored values (`core.coordinator.mode`), followed type by type where each
/// value's type is written: a property of one type is not written through another type's chain.
extension StorageFinder {
    /// Where a chain of values leads.
    enum ChainEnd: Equatable {
        /// A struct, class, enum or actor of the run, by its path.
        case type(String)
        /// A type the run declares no value type of: a protocol, a generic parameter (`model: M`
        /// where `M: PickerModel`), an SDK class; any object conforming may be there.
        case abstract
        /// A link whose type is not written, or a TCA store, whose feature is not followed.
        case unwritten
    }

    /// The type `chain` (a path without its last member) reaches from `context`: its first name's
    /// local, parameter or member type, then each member's written type in turn.
    func typeReached(through chain: ArraySlice<String>, in context: MoveContext) -> ChainEnd {
        guard let base = chain.first, base != "?" else { return .unwritten }
        let scope = context.scope
        let written: String?
        if base == "self" {
            written = "Self"
        } else if let local = context.localTypes[base] {
            written = local.isEmpty ? nil : local
        } else {
            written = context.parameter(named: base)?.type ?? index.handWritten.typeOfMember(named: base, in: scope.joined(separator: "."))
        }
        guard var reached = written.map({ end(ofType: $0, from: scope) }) else { return .unwritten }
        for member in chain.dropFirst() {
            guard case .type(let type) = reached else { return reached }
            guard let next = index.handWritten.typeOfMember(named: member, in: type) else { return .unwritten }
            reached = end(ofType: next, from: type.split(separator: ".").map(String.init))
        }
        return reached
    }

    private func end(ofType written: String, from scope: TypeScope) -> ChainEnd {
        let name = MoveCollector.plainType(text: written).name
        guard !Self.storeTypes.contains(name) else { return .unwritten }
        let resolved = index.handWritten.resolvedType(name, from: scope)
        return index.handWritten.typePaths.contains(resolved) ? .type(resolved) : .abstract
    }

    /// `AppDelegate.shared.root.link = link` in a type whose own `link` (or a local declared with a
    /// type) holds the enum: a value of the enum's type handed on, as a parameter of its type is.
    func handsOn(_ target: MoveTarget, ofType stateType: EnumDeclaration, in write: StorageWrite) -> Bool {
        guard case .computed(let located) = target, let value = located.node, var name = MatchedCases.path(of: value) else { return false }
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard !name.contains(".") else { return false }
        let type = write.context.localTypes[name] ?? index.handWritten.typeOfMember(named: name, in: write.context.scope.joined(separator: "."))
        return type.map { MoveCollector.plainType(text: $0).name.split(separator: ".").last.map(String.init) == stateType.name } ?? false
    }
}
