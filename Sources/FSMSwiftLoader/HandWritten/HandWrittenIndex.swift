import FSMParallel
internal import SwiftSyntax

/// The hand-written reader's facts of every file of a run, grouped for the lookups the assembly
/// makes: the writes to a member by its name, the stored properties of a type, the types declared.
///
/// A machine's storage is declared once but written anywhere: in its type, in extensions in other
/// files, in a reducer that receives the state, in a helper that its callers pass a case to.
struct HandWrittenIndex: Sendable {
    /// A write with the file it is in.
    struct Located: Sendable {
        var write: StorageWrite
        var fileIndex: Int
        /// Its place among all writes of the run (file order, then source order).
        var sequence = 0
    }

    private var writesByMember = MemberIndex()
    private var helperCallsByName: [String: [Located]] = [:]
    private var readsByMember = MemberIndex()
    private var propertiesByOwner: [String: [StoredProperty]] = [:]
    private var constantTypesByOwner: [String: [String: String]] = [:]
    private var hiddenByPath: [String: [HiddenWriter]] = [:]
    private var methodCallsByMember: [String: [MethodCall]] = [:]
    private(set) var typePaths: Set<String> = []
    private var enumPaths: Set<String> = []
    /// Types whose values may be decoded (`MoveCollector.isDecodable`), by qualified name.
    private var decodableTypes: Set<String> = []
    /// The types declared `public` or `open`, by qualified name.
    private var publicTypes: Set<String> = []
    private var protocolPaths: Set<String> = []
    /// The modules the run's files are likely compiled in.
    let modules: SourceModules
    /// The last names of the types each type (by qualified name) inherits or conforms to.
    private var conformancesByType: [String: Set<String>] = [:]
    /// The types whose functions take a value of a type, by the last name the type is written with:
    /// resolved only when asked, since few are.
    private var takersByName: [String: [HeldValue]] = [:]
    /// The last component of every type path: a type named from another scope.
    private var typeNames: Set<String> = []
    /// The types the reducer dialect reads, by name.
    private(set) var reducerDialectTypes: Set<String> = []
    /// What each construction call's value is assigned to, read once for all the storages that
    /// ask (`StorageFinder.assignment(made:)`).
    let assignmentsMade = SharedMemo<SyntaxLocator<Syntax>.Key, ConstructionAssignment?>()
    /// The storages each file declares, by path: a machine is assembled in the file of its storage.
    private var declaredByFile: [String: HandWrittenFacts] = [:]
    private var startsByFunction: [String: [ReducerStart]] = [:]
    private var callsPassingNames: Set<String> = []
    /// The cases some call passes as an argument (`report(.preparing)`), by name.
    private var casesPassed: Set<String> = []
    /// The types stored properties (not static constants) hold, as the run's type paths where the
    /// name resolves from the property's owner (`Player.State`), else as written.
    private var heldTypes: Set<String> = []
    /// The stored properties (not static constants) of each name, counted by owner.
    private var propertyOwnersByName: [String: Set<String>] = [:]
    /// The stored properties (not static constants) by the type path they hold.
    private var propertiesByHeldType: [String: [StoredProperty]] = [:]
    /// Functions and getters returning a storage's name beside cases, by that name.
    private var viewsByPath: [String: [ValueView]] = [:]
    private var conditionalVariants = ConditionalVariants()
    /// The modules some file of the run imports.
    private var importedModules: Set<String> = []
    /// The cases constants hold (`HeldCases`), by the type path of the constant.
    private var constantCasesByType: [String: Set<String>] = [:]
    /// Bool properties testing a stored value of their type (`OwnerPredicate`), by the value's name.
    private var predicatesByPath: [String: [OwnerPredicate]] = [:]

    init(_ facts: [HandWrittenFacts], paths: [String]) {
        let facts = BoxedValue.unwrapped(facts)
        let inherited = InheritedMembers(facts)
        modules = SourceModules(paths: paths)
        var sequence = 0
        for (fileIndex, file) in facts.enumerated() {
            var declared = file
            declared.writes = file.writes.filter { write in
                write.path.count == 1 && write.helper == nil && write.context.parameter(named: write.path[0])?.isInout == true
            }
            declared.hiddenWriters = []
            declared.reads = []
            declared.methodCalls = []
            declaredByFile[paths[fileIndex]] = declared
            for write in file.writes {
                let located = Located(write: inherited.rehomed(write), fileIndex: fileIndex, sequence: sequence)
                sequence += 1
                if let helper = write.helper {
                    add(located, callingHelper: helper)
                } else {
                    writesByMember.add(located)
                }
            }
            for read in file.reads {
                readsByMember.add(Located(write: inherited.rehomed(read), fileIndex: fileIndex, sequence: sequence))
                sequence += 1
            }
            for call in file.methodCalls { methodCallsByMember[call.path.last ?? "", default: []].append(call) }
            for property in file.properties {
                propertiesByOwner[property.owner.joined(separator: "."), default: []].append(property)
                if !property.isStatic { propertyOwnersByName[property.name, default: []].insert(property.owner.joined(separator: ".")) }
            }
            for constant in file.constants {
                constantTypesByOwner[constant.owner.joined(separator: "."), default: [:]][constant.name] = constant.typeName
            }
            for hidden in file.hiddenWriters {
                hiddenByPath[hidden.path.split(separator: ".").last.map(String.init) ?? hidden.path, default: []].append(hidden)
            }
            typePaths.formUnion(file.typePaths)
            enumPaths.formUnion(file.enumPaths)
            decodableTypes.formUnion(file.decodableTypes)
            publicTypes.formUnion(file.publicTypes)
            protocolPaths.formUnion(file.protocolPaths)
            typeNames.formUnion(file.typePaths.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
            reducerDialectTypes.formUnion(file.reducerDialectTypes)
            for start in file.reducerStarts { startsByFunction[start.function, default: []].append(start) }
            callsPassingNames.formUnion(file.callsPassingNames)
            for view in file.valueViews { viewsByPath[view.path, default: []].append(view) }
            importedModules.formUnion(file.importedModules)
            for predicate in file.ownerPredicates { predicatesByPath[predicate.condition.path, default: []].append(predicate) }
            conditionalVariants.add(file.conditionalDeclarations, in: paths[fileIndex])
        }
        for property in facts.flatMap(\.properties) where !property.isStatic {
            guard let type = property.typeName else { continue }
            let held = resolvedType(type, from: property.owner)
            heldTypes.insert(held)
            propertiesByHeldType[held, default: []].append(property)
        }
        resolveTypesUsed(in: facts)
    }

    /// Where the run's constants, parameters and conformances use a type, once every type of the run is known.
    private mutating func resolveTypesUsed(in facts: [HandWrittenFacts]) {
        for conformance in facts.flatMap(\.conformances) {
            conformancesByType[conformance.owner.joined(separator: "."), default: []].insert(conformance.type)
        }
        for held in facts.flatMap(\.heldInside) { heldTypes.insert(resolvedType(held.type, from: held.owner)) }
        for held in facts.flatMap(\.constantCases) {
            constantCasesByType[resolvedType(withoutModule(held.type), from: held.owner), default: []].formUnion(held.cases)
        }
        for taken in facts.flatMap(\.parameterTypes) {
            takersByName[taken.type.split(separator: ".").last.map(String.init) ?? taken.type, default: []].append(taken)
        }
    }

    /// The cases the constants of the run hold of the enum at `path`, and its functions return.
    func casesHeldByConstants(of path: String) -> Set<String> { constantCasesByType[path] ?? [] }

    /// The Bool properties of `owner` (or of the types it extends) whose getters test its `name`.
    func predicates(testing name: String, of owner: TypeScope) -> [OwnerPredicate] {
        (predicatesByPath[name] ?? []).filter { Self.scope($0.owner, isOwner: owner) }
    }

    /// A type name without the module it is qualified with (`PVPrimitives.FileRecoveryState` ⟶
    /// `FileRecoveryState`) where the run imports that module and declares no type of its name.
    func withoutModule(_ typeName: String) -> String {
        guard let dot = typeName.firstIndex(of: "."), case let module = String(typeName[..<dot]),
            importedModules.contains(module), !typeNames.contains(module)
        else { return typeName }
        return String(typeName[typeName.index(after: dot)...])
    }

    /// The cases returned beside a storage named `name` by the functions and getters of `owner`
    /// (and its extensions) that `isMine` accepts (`ValueView`).
    func casesReturned(beside name: String, in owner: TypeScope, where isMine: (ValueView) -> Bool = { _ in true }) -> Set<String> {
        Set((viewsByPath[name] ?? []).filter { Self.scope($0.owner, isOwner: owner) && isMine($0) }.flatMap(\.cases))
    }

    /// Whether some call of a function named `name` passes a plain name (a value not written there)
    /// as its argument at `position`, labelled as the helper's parameter there, or in a call with no
    /// labels at all (one through a function value has none) and no more arguments than the helper
    /// takes: `update(for: address)`, `update(list, since: date)` and `update(list) { … }` are no
    /// calls of `update(phase:)`.
    /// `helper` is the context of the helper's body, which declares its parameters' labels.
    func isCalledWithANamedValue(_ name: String, at position: Int, declaredIn helper: MoveContext) -> Bool {
        let parameters = helper.functionParameters
        let label = parameters.indices.contains(position) ? helper.parameter(named: parameters[position])?.argumentLabel ?? "_" : "_"
        return callsPassingNames.contains("\(name)#\(position)#\(label)")
            || (position..<max(position + 1, parameters.count)).contains { callsPassingNames.contains("\(name)#\(position)#*\($0 + 1)") }
    }

    /// A call of a helper, by the helper's name, and the cases it passes (which a local of the
    /// enum then need not reach).
    private mutating func add(_ call: Located, callingHelper helper: String) {
        helperCallsByName[helper, default: []].append(call)
        for case .state(let name, _) in call.write.arguments.joined() { casesPassed.insert(name) }
    }

    /// Whether some call passes the case named `name` as an argument (`report(.preparing)`).
    func isPassedToACall(_ name: String) -> Bool { casesPassed.contains(name) }

    /// Whether some call making a value of the type named `type` passes a value computed at run
    /// time (no case) for the parameter labelled `label`.
    func isConstructed(_ type: String, passingARunTimeValueFor label: String) -> Bool {
        [false, true].contains { callsPassingNames.contains("\(MoveCollector.construction(of: type, replacing: $0))#\(label)") }
    }

    /// The stored properties holding a value of the type at `path`, machines or not.
    func properties(holding path: String) -> [StoredProperty] { propertiesByHeldType[path] ?? [] }

    /// Whether one type alone declares a stored property called `name`: a write of that name through
    /// a value of unknown type (`info.connection.overrideURL = chosen`) can only be its.
    func isPropertyNameUnique(_ name: String) -> Bool { propertyOwnersByName[name]?.count == 1 }

    /// Whether some stored property of the run holds a value of the type at `path` (`Link.Health`):
    /// a `var health: Health` in `Link`, not a `State` of another type.
    func isHeldByAProperty(_ path: String) -> Bool { heldTypes.contains(path) }

    /// The feedback systems that run a reducer function named `function` from a first state.
    func reducerStarts(named function: String) -> [ReducerStart] { startsByFunction[function] ?? [] }

    /// What the file at `path` declares: its stored properties, reducer functions and enums, and
    /// its writes to `inout` parameters (a reducer closure's state).
    func declared(in path: String) -> HandWrittenFacts { declaredByFile[path] ?? HandWrittenFacts() }

    /// The writes whose path ends in `member` (`state`, `phase`, `self`, `return`) that may write it
    /// in a type at `owner`: the bare ones in that type or an extension of it, and every longer path.
    func writes(to member: String, from owner: TypeScope) -> [Located] { writesByMember.paths(endingIn: member, from: owner) }

    /// The `switch`, `if` and `guard` outside getters that match a path ending in `member`, as
    /// `writes(to:from:)` chooses them.
    func reads(of member: String, from owner: TypeScope) -> [Located] { readsByMember.paths(endingIn: member, from: owner) }

    /// The writes that may write `property`: as `writes(to:from:)`, except that a property only
    /// its file may set (`private(set)`, `fileprivate`, or of a `private` type) is set by no other
    /// file, whatever a path there ends in (`config.separator.color` is UIKit's, not the `color` of
    /// a red-black tree's `fileprivate class Node`), and a storage of a type declared once per `#if`
    /// branch by no other branch (`ConditionalVariants`).
    func writes(to property: StoredProperty) -> [Located] {
        let writes = writes(to: property.name, from: property.owner)
        let isConfined = property.isWrittenOnlyInside || property.isInFilePrivateType
        guard isConfined || property.isConditional else { return writes }
        return writes.filter { located in
            (!isConfined || located.write.location.file == property.location.file)
                && !conditionalVariants.isInAnotherBranch(located.write.location, than: property)
        }
    }

    /// The tests that may test `property`: as `reads(of:from:)`, without other files' when only its
    /// file can name its type, nor another `#if` branch's.
    func reads(of property: StoredProperty) -> [Located] {
        let reads = reads(of: property.name, from: property.owner)
        guard property.isInFilePrivateType || property.isConditional else { return reads }
        return reads.filter { located in
            (!property.isInFilePrivateType || located.write.location.file == property.location.file)
                && !conditionalVariants.isInAnotherBranch(located.write.location, than: property)
        }
    }

    /// Every statement calling a method on a path ending in `member` (`state.step.next()`).
    func methodCalls(on member: String) -> [MethodCall] { methodCallsByMember[member] ?? [] }

    /// Every call of a function named `name` that passes a case.
    func helperCalls(named name: String) -> [Located] { helperCallsByName[name] ?? [] }

    /// The stored properties of the type at `owner` (`Feature.State`).
    func properties(of owner: String) -> [StoredProperty] { propertiesByOwner[owner] ?? [] }

    /// The type written for a member of the type at `owner`: a stored property's, or a constant's
    /// (`let player: Player`), through which paths reach that type's properties.
    func typeOfMember(named name: String, in owner: String) -> String? {
        properties(of: owner).first { $0.name == name }?.typeName ?? constantTypesByOwner[owner]?[name]
    }

    /// Writers of a path ending in `member` that fsmcheck cannot follow.
    func hiddenWriters(of member: String) -> [HiddenWriter] { hiddenByPath[member] ?? [] }

    /// The qualified name a type written as `name` has when seen from `scope`: the nearest enclosing
    /// type that declares it (`State` in `Feature` ⟶ `Feature.State`), else the name as written.
    /// Whether the type at `path` is declared or extended as `Codable` or `Decodable`.
    func isDecodable(_ path: String) -> Bool { decodableTypes.contains(path) }

    /// Whether `path` names only a protocol of the run (no type of that name).
    func isProtocol(_ path: String) -> Bool { protocolPaths.contains(path) && !typePaths.contains(path) }

    /// Whether `path` names only a protocol of the run (no type of that name), which the type at
    /// `owner` conforms to where it is declared or extended: a value of the protocol may be its.
    func isProtocol(_ path: String, conformedToBy owner: String) -> Bool {
        isProtocol(path) && conformancesByType[owner]?.contains(path.split(separator: ".").last.map(String.init) ?? path) == true
    }

    /// Whether the type at `path` is declared `public` or `open`.
    func isPublic(_ path: String) -> Bool { publicTypes.contains(path) }

    /// The types (qualified names, `""` for the top level) whose functions take a value of the type at `path`.
    func typesTaking(_ path: String) -> Set<String> {
        let name = path.split(separator: ".").last.map(String.init) ?? path
        let takers = (takersByName[name] ?? []).filter { resolvedType(withoutModule($0.type), from: $0.owner) == path }
        return Set(takers.map { $0.owner.joined(separator: ".") })
    }

    func resolvedType(_ name: String, from scope: TypeScope) -> String {
        name == "Self" ? scope.joined(separator: ".") : Self.resolvedType(name, from: scope, among: typePaths)
    }

    /// The type of `typePaths` that `name` written in `scope` stands for, nearest scope first; else `name`.
    static func resolvedType(_ name: String, from scope: TypeScope, among typePaths: Set<String>) -> String {
        for depth in stride(from: scope.count, through: 1, by: -1) {
            let candidate = (scope.prefix(depth) + [name]).joined(separator: ".")
            if typePaths.contains(candidate) { return candidate }
        }
        return name
    }

    /// Whether the run declares a type written as `name` seen from `scope` (a struct or class is no
    /// enum from elsewhere).
    func declaresType(_ name: String, from scope: TypeScope) -> Bool {
        typePaths.contains(resolvedType(name, from: scope)) || typeNames.contains(name.split(separator: ".").last.map(String.init) ?? name)
    }

    /// Whether `name` seen from `scope` resolves to a struct, class or actor of the run.
    func declaresNonEnumType(_ name: String, from scope: TypeScope) -> Bool {
        let resolved = resolvedType(name, from: scope)
        return typePaths.contains(resolved) && !enumPaths.contains(resolved)
    }

    /// Whether `scope` is the type `owner` or an extension of it written by a shorter name.
    static func scope(_ scope: TypeScope, isOwner owner: TypeScope) -> Bool {
        scope == owner || (!scope.isEmpty && scope.count < owner.count && Array(owner.suffix(scope.count)) == scope)
    }
}

/// Writes or reads by the member their path ends in. A bare name (`phase = .x`) can only be the
/// property of the type it is written in, or of a type an extension of it names by a shorter
/// path, so those are kept apart by the last name of that type: an app declares many properties
/// of one name (`state`, `items`), and looking at every write of that name for each of them made
/// reading an app quadratic in its size.
struct MemberIndex: Sendable {
    private var bare: [String: [HandWrittenIndex.Located]] = [:]
    private var longer: [String: [HandWrittenIndex.Located]] = [:]

    mutating func add(_ located: HandWrittenIndex.Located) {
        guard let member = located.write.path.last else { return }
        if located.write.path.count == 1 {
            bare[Self.key(member, located.write.context.scope), default: []].append(located)
        } else {
            longer[member, default: []].append(located)
        }
    }

    /// In the order they were added.
    func paths(endingIn member: String, from owner: TypeScope) -> [HandWrittenIndex.Located] {
        let bare = bare[Self.key(member, owner)] ?? []
        guard let longer = longer[member] else { return bare }
        return (bare + longer).sorted { $0.sequence < $1.sequence }
    }

    private static func key(_ member: String, _ scope: TypeScope) -> String {
        member + "\u{1F}" + (scope.last ?? "")
    }
}
