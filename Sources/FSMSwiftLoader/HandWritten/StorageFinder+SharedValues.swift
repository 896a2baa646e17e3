import FSMModel

/// What code other than a property's own does with its value: writes fsmcheck cannot follow, and
/// the cases other storages of its enum hold.
extension StorageFinder {
    /// What writes the property where fsmcheck cannot see: bindings and `inout` hand-offs, code
    /// outside the run for a `public` one, whoever owns a `@Binding`'s value or a stored key's.
    func writersOutOfSight(of property: StoredProperty, owner: String) -> [(String, SourceLocation)] {
        var writers = index.handWritten.hiddenWriters(of: property.name).filter { hidden in
            guard !hidden.isProjectedValue || !property.isPublished else { return false }
            let path = hidden.path.split(separator: ".").map(String.init)
            var context = MoveContext(scope: hidden.scope)
            if let type = hidden.baseType { context.parameters = [.init(name: path[0], type: type, isInout: false)] }
            // `$model.side` with `model: M`, `M: PickerModel`: the binding may be to any model's `side`.
            return storagePath(of: path, in: context, property: property, owner: owner) != nil
                || (path.count > 1 && !property.isWrittenOnlyInside && typeReached(through: path.dropLast(), in: context) == .abstract)
        }.map { ($0.reason, $0.location) }
        // In an app whose whole project is read, `public` is for its own modules, all of them read.
        if property.isWritableOutside, !file.isInWholeApp {
            writers.append(("`\(property.name)` is public, so code outside the files read may write it", property.location))
        }
        if let wrapper = property.sharedThrough {
            let writer =
                switch wrapper {
                case "Binding": "is a `@Binding`, written by the view that owns its value"
                case "IBInspectable": "is `@IBInspectable`, set by the storyboards and xibs that use its view"
                default: "is a `@\(wrapper)`, written by any code using its key, and restored at launch"
                }
            writers.append(("`\(property.name)` \(writer)", property.location))
        }
        return writers
    }

    /// The cases other stored properties of the same enum are written with, in their own types, and
    /// those the enum's own code makes (`init(rawValue:)` setting `self = .bulk`), those constants
    /// hold (`static let defaultValue: Kind = .unknown`) and those a getter returns in its place
    /// (`ValueView`): a property that only toggles between two cases of a shared
    /// domain type never holds the others.
    /// `named` are the cases the property's own code names: only the others need a reason, so the
    /// values other storages are made with are looked for only while some case has none.
    func casesTaken(byOtherStoragesOf stateType: EnumDeclaration, than property: StoredProperty, named: Set<String>) -> Set<String> {
        let type = stateType.scope + [stateType.name]
        if isBorrowedVocabulary(stateType, heldBy: property) || Self.namesFew(of: stateType, named: named) {
            return Set(stateType.cases.map(\.name))
        }
        let others = index.handWritten.properties(holding: type.joined(separator: ".")).filter {
            $0.owner != property.owner || $0.name != property.name
        }
        var taken: Set<String> = []
        // `self = .legacy` in `init(rawValue:)`, `return .unknown` in `static func from(code:)`.
        let made =
            index.handWritten.writes(to: "self", from: type).filter { $0.write.path == ["self"] } + index.handWritten.writes(to: "return", from: type)
        for located in made where HandWrittenIndex.scope(located.write.context.scope, isOwner: type) {
            for case .state(let name, _) in located.write.targets { taken.insert(name) }
        }
        for other in others {
            for located in index.handWritten.writes(to: other)
            where HandWrittenIndex.scope(located.write.context.scope, isOwner: other.owner) {
                for case .state(let name, _) in located.write.targets { taken.insert(name) }
            }
            taken.formUnion(other.defaultCases)
        }
        taken.formUnion(index.handWritten.casesHeldByConstants(of: type.joined(separator: ".")))
        taken.formUnion(index.handWritten.casesReturned(beside: property.name, in: property.owner))
        // `store.phase = .opening` from another type, `show(.busy)` with `func show(_ s: Phase) { phase
        // = s }`: a move of that storage, as its machine reads it.
        for other in others where stateType.cases.contains(where: { !named.contains($0.name) && !taken.contains($0.name) }) {
            for move in withHelperCalls(
                writtenMoves(of: other, stateType: stateType, owner: other.owner.joined(separator: ".")), stateType: stateType)
            {
                for case .state(let name, _) in move.targets { taken.insert(name) }
            }
        }
        // `SubmitButton(state: .constant(.greyedOut))`: a view made with the case holds it.
        for other in others where stateType.cases.contains(where: { !named.contains($0.name) && !taken.contains($0.name) }) {
            taken.formUnion(casesPassed(constructing: other, stateType: stateType))
        }
        return taken
    }

    /// `mode = resume!`: an optional property that a property of its enum in its type, one always
    /// set, is set from keeps the state that one goes back to (a tokenizer's return state). It is a
    /// register, not a machine: the cases it never holds are the other's to enter. (The other way
    /// round, `saved = state` keeps a snapshot of the machine `state`.)
    func isRegister(_ property: StoredProperty, of stateType: EnumDeclaration) -> Bool {
        guard property.isOptional else { return false }
        let type = (stateType.scope + [stateType.name]).joined(separator: ".")
        return index.handWritten.properties(holding: type).contains { other in
            other.owner == property.owner && other.name != property.name && !other.isOptional
                && index.handWritten.writes(to: other).contains { located in
                    located.write.targets.contains { target in
                        guard case .computed(let value) = target, let node = value.node else { return false }
                        return MatchedCases.components(of: node) == [property.name]
                    }
                }
        }
    }

    /// `var cursor: WireTag?` of a parser, which holds `.title` or `.body` of an enum of every tag
    /// its format has: a storage naming at most a quarter of a larger enum's cases uses a vocabulary
    /// declared for other code; the cases it never names are not its states, and not unreachable.
    static func namesFew(of stateType: EnumDeclaration, named: Set<String>) -> Bool {
        stateType.cases.count >= vocabularySize && stateType.cases.count(where: { named.contains($0.name) }) * 4 <= stateType.cases.count
    }

    /// Fewer cases than this are a machine's states, however few of them its code names.
    static let vocabularySize = 8

    /// `public enum Filter { case all, seen, unseen, starred }`, which a mail library's functions take
    /// (`func search(filter: Filter)`), held by an app's `var filter = Filter.all` that toggles two of
    /// them: the enum is the library's vocabulary, which the app's type borrows; the cases it never
    /// names are the library's callers' to pick, not states this property cannot enter. A `public`
    /// type holding it, or one in the enum's own module (`SourceModules`), is the library's own
    /// code, where every case is the machine's.
    func isBorrowedVocabulary(_ stateType: EnumDeclaration, heldBy property: StoredProperty) -> Bool {
        let handWritten = index.handWritten
        let path = (stateType.scope + [stateType.name]).joined(separator: ".")
        let owner = property.owner.joined(separator: ".")
        guard handWritten.isPublic(path), !handWritten.isPublic(owner),
            handWritten.modules.areApart(stateType.location.file, property.location.file)
        else { return false }
        return handWritten.typesTaking(path).contains { $0 != owner && $0 != path && !$0.hasPrefix(path + ".") }
    }
}
