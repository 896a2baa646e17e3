import FSMBinaryCoding
internal import SwiftSyntax

/// Where each type's members are written: its declaration and every extension of it, in every file
/// of the run.
///
/// Swift lets a type be split freely (a `private extension Coordinator` below it, a
/// `Coordinator+Routes.swift` beside it), and apps do split their machines that way: the machine
/// stored in the type, its routes added in a method of an extension. Everything a dialect looks
/// up in a type (the routes added to a stored machine, a mapping property, a method handed the
/// machine) is looked up in all of its bodies, so an extension counts exactly as the declaration.
struct TypeBodies: Sendable {
    /// One `{ … }` of members: a type's declaration or one of its extensions.
    struct Body: Sendable {
        var fileIndex: Int
        var isExtension: Bool
        /// The qualified name of the type, as `SyntaxScope` gives the code inside it.
        var path: String
        fileprivate var locator: SyntaxLocator<MemberBlockSyntax>

        var members: MemberBlockSyntax? { locator.node }

        func isSame(as other: Body) -> Bool { locator.names(other.locator) }
    }

    private var bodiesByPath: [String: [Body]] = [:]
    private var extendedElsewhere: [Int: [TypeScope]] = [:]

    /// `perFile[i]` are the bodies `bodies(in:)` found in file `i`.
    init(perFile: [[Body]]) {
        for body in perFile.joined() { bodiesByPath[body.path, default: []].append(body) }
        for (path, bodies) in bodiesByPath {
            for declaration in bodies where !declaration.isExtension {
                guard bodies.contains(where: { $0.isExtension && $0.fileIndex != declaration.fileIndex }) else { continue }
                extendedElsewhere[declaration.fileIndex, default: []].append(path.split(separator: ".").map(String.init))
            }
        }
    }

    /// The paths of the types declared (not extended) in the file at `fileIndex` whose extensions
    /// are written in other files: a dialect that looks for its words in a file before reading it
    /// must look in those too.
    func typesExtendedElsewhere(declaredIn fileIndex: Int) -> [TypeScope] {
        extendedElsewhere[fileIndex] ?? []
    }

    /// The bodies of the type `scope` names, in file order: every declaration of that name (several
    /// modules may each declare one) and every extension.
    func bodies(of scope: TypeScope) -> [Body] {
        bodiesByPath[scope.joined(separator: ".")] ?? []
    }

    /// Every type declaration and extension of a file, nested ones too, by the path `SyntaxScope`
    /// gives the code inside them; extensions can only be written at the top level. Read while the
    /// file is parsed, the declarations only (no function bodies).
    static func bodies(in file: ParsedSwiftFile) -> [Body] {
        var found: [Body] = []
        var pending: [(declaration: DeclSyntax, outer: TypeScope)] = ActiveSyntax.statements(of: file.tree.statements).reversed().compactMap {
            $0.item.as(DeclSyntax.self).map { ($0, []) }
        }
        while let (declaration, outer) = pending.popLast() {
            guard let (path, members) = Self.members(of: declaration, outer: outer) else { continue }
            found.append(
                Body(
                    fileIndex: file.index, isExtension: declaration.is(ExtensionDeclSyntax.self), path: path.joined(separator: "."),
                    locator: SyntaxLocator(members, in: file)
                )
            )
            pending += activeMembers(of: members).reversed().map { ($0, path) }
        }
        return found
    }

    private static func members(of declaration: DeclSyntax, outer: TypeScope) -> (TypeScope, MemberBlockSyntax)? {
        if let group = declaration.asProtocol(DeclGroupSyntax.self) {
            let name: String? =
                if let type = declaration.as(ClassDeclSyntax.self) { type.name.text } else if let type = declaration.as(StructDeclSyntax.self) {
                    type.name.text
                } else if let type = declaration.as(EnumDeclSyntax.self) { type.name.text } else if let type = declaration.as(ActorDeclSyntax.self) {
                    type.name.text
                } else if let type = declaration.as(ExtensionDeclSyntax.self) { SyntaxText.plainTypeName(type.extendedType.trimmedText) } else { nil }
            guard let name else { return nil }
            let path = declaration.is(ExtensionDeclSyntax.self) ? name.split(separator: ".").map(String.init) : outer + [name]
            return (path, group.memberBlock)
        }
        return nil
    }

    /// The member declarations of a body, those in active `#if` clauses spliced in.
    static func activeMembers(of block: MemberBlockSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        var pending = block.members.map(\.decl).reversed() as [DeclSyntax]
        while let declaration = pending.popLast() {
            guard let ifConfig = declaration.as(IfConfigDeclSyntax.self) else {
                result.append(declaration)
                continue
            }
            for clause in ActiveSyntax.activeClauses(of: ifConfig).reversed() {
                if case .decls(let inner) = clause.elements { pending += inner.map(\.decl).reversed() }
            }
        }
        return result
    }
}

/// Stored between runs (`StoredFacts`); its file is the reading run's.
extension TypeBodies.Body: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        fileIndex = try StoredFactsPlace(of: input).fileIndex
        isExtension = try input.read()
        path = try input.read()
        locator = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(isExtension)
        output.write(path)
        output.write(locator)
    }
}
