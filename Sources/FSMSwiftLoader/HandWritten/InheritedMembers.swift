/// The stored properties a subclass reaches by their bare names: `readiness = .warming` in `final
/// class ElectricKettle: Kettle` writes `Kettle.readiness`, as code in an extension of `Kettle`
/// would. Such writes and tests are the owner's own code, whichever class of the hierarchy they are
/// written in: a base class that declares and tests a state its subclasses move is one machine.
struct InheritedMembers {
    private var inheritedByType: [String: [String]] = [:]
    /// The last names of the types that inherit from a type of the run: most writes are in none,
    /// and are told so without joining their scope into a path.
    private var inheritingNames: Set<String> = []
    private var propertiesByOwner: [String: Set<String>] = [:]
    private let typePaths: Set<String>

    /// How many classes up a member is looked for; past it, a chain is taken for a cycle.
    private static let depthLimit = 8

    init(_ facts: [HandWrittenFacts]) {
        typePaths = Set(facts.flatMap(\.typePaths))
        for property in facts.flatMap(\.properties) where !property.isStatic {
            propertiesByOwner[property.owner.joined(separator: "."), default: []].insert(property.name)
        }
        // Most conformances are to the standard library's and frameworks' protocols (`Codable`, `View`).
        let typeNames = Set(typePaths.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        for conformance in facts.flatMap(\.conformances) where typeNames.contains(conformance.type) {
            let inherited = HandWrittenIndex.resolvedType(conformance.type, from: conformance.owner, among: typePaths)
            guard propertiesByOwner[inherited] != nil || inheritedByType[inherited] != nil || typePaths.contains(inherited) else { continue }
            inheritedByType[conformance.owner.joined(separator: "."), default: []].append(inherited)
            if let name = conformance.owner.last { inheritingNames.insert(name) }
        }
    }

    /// The type that declares `member` when code in `scope` names it bare and `scope`'s own type
    /// does not: a superclass of the run, nearest first; nil when `scope` declares it or inherits
    /// it from no type of the run.
    func owner(of member: String, namedIn scope: TypeScope) -> TypeScope? {
        guard let name = scope.last, inheritingNames.contains(name) else { return nil }
        let own = scope.joined(separator: ".")
        guard propertiesByOwner[own]?.contains(member) != true, inheritedByType[own] != nil else { return nil }
        var pending = inheritedByType[own] ?? []
        var seen: Set<String> = [own]
        for _ in 0..<Self.depthLimit where !pending.isEmpty {
            var next: [String] = []
            for type in pending where seen.insert(type).inserted {
                if propertiesByOwner[type]?.contains(member) == true { return type.split(separator: ".").map(String.init) }
                next += inheritedByType[type] ?? []
            }
            pending = next
        }
        return nil
    }
}

extension InheritedMembers {
    /// `write` as its owner's own code when it names a member a superclass declares.
    func rehomed(_ write: StorageWrite) -> StorageWrite {
        guard write.path.count == 1, write.helper == nil, let home = owner(of: write.path[0], namedIn: write.context.scope) else { return write }
        var rehomed = write
        rehomed.context.scope = home
        rehomed.context.isInSubclass = true
        return rehomed
    }
}
