import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads hand-written reducers: an enum whose `mutating func handleEvent(event:)` switches on
/// `(self, event)` is a machine named after the type, its cases the states, `self = .b` in a case
/// the transition. A case whose payload is another reducer enum of the same file is a composite
/// state holding that enum's cases; a struct whose stored properties are reducer enums is an
/// orthogonal state with one region per property. A nested reducer is read inside its parent, not
/// as a machine of its own; nesting is followed within one file, so a sub-reducer declared in
/// another file is read there as a machine of its own.
struct ReducerExtractor: DialectExtractor {
    var dialect: String { "reducer" }
    var markers: [String] { ["handleEvent", "handle("] }

    /// A `switch` takes its first matching case.
    static let semantics = Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit)

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        guard index.mentions(anyOf: markers, in: file) else { return LoadResult() }
        var reducers: [ReducerDeclaration] = []
        var scopes: [String: TypeScope] = [:]
        ActiveSyntax.walk(file.tree) { node in
            let reducer =
                node.as(EnumDeclSyntax.self).flatMap {
                    ReducerDeclaration($0, name: $0.name, extensions: Self.extensions(of: $0, in: file, index: index))
                }
                ?? node.as(StructDeclSyntax.self).flatMap {
                    ReducerDeclaration($0, name: $0.name, extensions: Self.extensions(of: $0, in: file, index: index))
                }
            if let reducer, scopes[reducer.name] == nil {
                reducers.append(reducer)
                scopes[reducer.name] = SyntaxScope.typeScope(of: node)
            }
            return .visitChildren
        }
        guard !reducers.isEmpty else { return LoadResult() }
        let byName = Dictionary(reducers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let nested = Set(
            reducers.flatMap { reducer in (reducer.cases.compactMap(\.payloadType) + reducer.properties.map(\.type)).filter { $0 != reducer.name } }
        )
        var result = LoadResult()
        for reducer in reducers where !nested.contains(reducer.name) {
            let name = ((scopes[reducer.name] ?? []) + [reducer.name]).joined(separator: ".")
            var assembly = ReducerAssembly(file: file, index: index, reducers: byName, machineName: name, dialect: dialect)
            guard let machine = assembly.machine(for: reducer) else { continue }
            result.machines.append(machine)
            result.diagnostics += assembly.diagnostics
        }
        return result
    }

    /// The members the extensions of a reducer type add (its handler, its `initialState`), in any file.
    private static func extensions(of declaration: some DeclGroupSyntax & NamedDeclSyntax, in file: ParsedSwiftFile, index: DeclarationIndex)
        -> [DeclSyntax]
    {
        let path = SyntaxScope.typeScope(of: Syntax(declaration)) + [declaration.name.text]
        return index.bodies(of: path, from: file).filter(\.isExtension).flatMap {
            TypeBodies.activeMembers(of: $0.declaration)
        }
    }
}
