/// The paths writes and tests name a property by: through `self`, a local, a parameter, a static,
/// or several stored values (`core.coordinator.mode`), followed type by type where each value's
/// type is written: a property of one type is not written through another type's chain.
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
        guard let written else { return .unwritten }
        var reached = end(ofType: written, from: scope)
        var followed = followable(written, reaching: reached, from: scope)
        for member in chain.dropFirst() {
            guard let type = followed else { return reached }
            guard let next = index.handWritten.typeOfMember(named: member, in: type) else { return reached == .abstract ? reached : .unwritten }
            let memberScope = type.split(separator: ".").map(String.init)
            reached = end(ofType: next, from: memberScope)
            followed = followable(next, reaching: reached, from: memberScope)
        }
        return reached
    }

    /// The type whose members a chain follows: a type of the run, or a protocol of the run, whose
    /// requirements have types too (`var lastEntry: Entry? { get set }`): a chain through one reaches
    /// that type, not any type with a member of the name.
    private func followable(_ written: String, reaching reached: ChainEnd, from scope: TypeScope) -> String? {
        if case .type(let type) = reached { return type }
        guard reached == .abstract else { return nil }
        let resolved = index.handWritten.resolvedType(MoveCollector.plainType(text: written).name, from: scope)
        return index.handWritten.isProtocol(resolved) ? resolved : nil
    }

    private func end(ofType written: String, from scope: TypeScope) -> ChainEnd {
        let name = MoveCollector.plainType(text: written).name
        guard !Self.storeTypes.contains(name) else { return .unwritten }
        let resolved = index.handWritten.resolvedType(name, from: scope)
        return index.handWritten.typePaths.contains(resolved) ? .type(resolved) : .abstract
    }

    /// `AppDelegate.shared.root.link = link` in a type whose own `link` (or a local declared with a
    /// type) holds the enum, or `lamp.glow = scene.lampGlow` where `scene`'s type declares
    /// `lampGlow` with the enum's type: a value of the enum's type handed on, as a parameter of its
    /// type is.
    func handsOn(_ target: MoveTarget, ofType stateType: EnumDeclaration, in write: StorageWrite) -> Bool {
        guard case .computed(let located) = target, let value = located.node, var name = MatchedCases.path(of: value) else { return false }
        if name.hasPrefix("self.") { name.removeFirst(5) }
        let chain = name.split(separator: ".").map(String.init)
        let type: String?
        if let member = chain.last, chain.count > 1 {
            guard case .type(let holder) = typeReached(through: chain.dropLast(), in: write.context) else { return false }
            type = index.handWritten.typeOfMember(named: member, in: holder)
        } else {
            type = write.context.localTypes[name] ?? index.handWritten.typeOfMember(named: name, in: write.context.scope.joined(separator: "."))
        }
        return type.map { names(stateType, written: $0, from: write.context.scope) } ?? false
    }

    /// Whether a type written in `scope` (`State`, `ImportModel.State?`) is the enum: the type of
    /// the run it names, when it names one (`ImportModel.State` is no `Poller.State`), else any type
    /// of the enum's name.
    func names(_ stateType: EnumDeclaration, written type: String, from scope: TypeScope) -> Bool {
        let handWritten = index.handWritten
        let name = handWritten.withoutModule(MoveCollector.plainType(text: type).name)
        let resolved = handWritten.resolvedType(name, from: scope)
        guard !handWritten.typePaths.contains(resolved) else { return resolved == (stateType.scope + [stateType.name]).joined(separator: ".") }
        return name.split(separator: ".").last.map(String.init) == stateType.name
    }

    /// The path a write names `property` by, if it writes it: `state` in its type or an extension,
    /// `state.phase` through a parameter or property whose type is the property's owner.
    /// `isCertain` is false for a path through an object whose type is not written (`model.mode`
    /// with `model` from a call): a property other types may write is taken to be written there.
    func storagePath(of path: [String], in context: MoveContext, property: StoredProperty, owner: String, isExplicitSelf: Bool = false) -> (
        path: String, isCertain: Bool
    )? {
        let scope = context.scope
        switch path.count {
        case 1
        where HandWrittenIndex.scope(scope, isOwner: property.owner)
            && (isExplicitSelf || (context.parameter(named: property.name) == nil && context.localTypes[property.name] == nil)):
            return (property.name, true)
        case 2
        where path[0].first?.isUppercase == true && path[0] != "Self" && context.localTypes[path[0]] == nil
            && handWritten.resolvedType(path[0], from: scope) != owner:
            // `Limits.state = limits`: another type's static property.
            return nil
        case 2:
            let base = path[0]
            // A local (or a closure parameter hiding one, its type maybe unwritten: "") is nearer than
            // the function's parameters and the type's properties.
            let local = context.localTypes[base]
            let baseType =
                local != nil
                ? local.flatMap { $0.isEmpty ? nil : $0 }
                : context.parameter(named: base)?.type ?? handWritten.typeOfMember(named: base, in: scope.joined(separator: "."))
            // A TCA store (`$store.field`, `store.field = .x`) reaches its feature's state, whichever
            // feature its generic argument names: a value whose type is not followed.
            guard let baseType, base != "?", !Self.storeTypes.contains(MoveCollector.plainType(text: baseType).name) else {
                let isAnotherTypes = baseType == nil && isNamedAfterAnotherType(base, member: path[1], owner: owner, from: scope)
                return property.isWrittenOnlyInside || base == "self" || isAnotherTypes ? nil : (path.joined(separator: "."), false)
            }
            let reached = handWritten.resolvedType(MoveCollector.plainType(text: baseType).name, from: scope)
            // `owner?.speech = .loading` with `owner: SpeechOwner?`: a protocol of the run the owner
            // may conform to, so a value whose type is not followed.
            if handWritten.isProtocol(reached, conformedToBy: owner) {
                return property.isWrittenOnlyInside ? nil : (path.joined(separator: "."), false)
            }
            guard reached == owner else { return nil }
            return (path.joined(separator: "."), true)
        case 3 where path[0].first?.isUppercase == true && handWritten.resolvedType(path[0], from: scope) == owner:
            // `Router.shared.stage`: through the type's own singleton.
            return (path.joined(separator: "."), true)
        default:
            guard path.count > 2 else { return nil }
            // `strongSelf.detail.failure` after `guard let strongSelf = self`: a name for the value
            // the code is in, so the chain is `self.detail.failure`.
            if context.localTypes[path[0]] == "Self" {
                return storagePath(of: Array(path.dropFirst()), in: context, property: property, owner: owner)
            }
            // `core.coordinator.phase`: where every link's type is written, a chain reaching another
            // type writes that type's property. One reaching the owner stays a write through another
            // object's value, as before its types were followed: such chains mostly edit a value
            // configured elsewhere (`outcomes?.swipe?.up = newValue` in a settings sheet).
            if case .type(let reached) = typeReached(through: path.dropLast(), in: context) {
                return reached == owner && !property.isWrittenOnlyInside ? (path.joined(separator: "."), false) : nil
            }
            // `a.b.phase`: through values whose types are not followed.
            return property.isWrittenOnlyInside ? nil : (path.joined(separator: "."), false)
        }
    }

    /// `.elsewhere` where the enum has no such case, a literal or a standard value made
    /// (`Int64(code.rawValue)`, a Core Data attribute's raw column): a value of another type, so
    /// another property.
    static func namesAnotherCase(_ target: MoveTarget, _ stateType: EnumDeclaration) -> Bool {
        switch target {
        case .state(let name, _): return name != "nil" && !stateType.cases.contains { $0.name == name }
        case .computed(let located): return located.node.map(MoveCollector.isStandardValue) ?? false
        default: return false
        }
    }
}
