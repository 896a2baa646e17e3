import FSMBinaryCoding
import FSMModel
import FSMParallel
@_spi(RawSyntax) internal import SwiftSyntax

/// The path of type names a declaration sits in: `["TurnstileTests", "Fixtures"]`; extensions
/// count as the type they extend, so a nested enum declared in an extension in another file is
/// found from the type's own methods.
typealias TypeScope = [String]

/// An enum as declared: enough to turn it into states, events or a predicate type.
struct EnumDeclaration: Sendable {
    var name: String
    var scope: TypeScope
    var inheritedTypes: [String]
    var cases: [Reference]
    var location: SourceLocation
    /// The cases that carry values (`case page(Int)`): `.page(0)` and `.page(1)` are different
    /// values, so such an enum's cases do not list every state.
    var casesWithAssociatedValues: Set<String> = []
    /// The cases marked `// fsmcheck: final`: a hand-written flow ends there on purpose.
    var finalCases: Set<String> = []
    /// `enum Step: Int` with no raw value written: each case's raw value is the one before it plus
    /// one, so `Step(rawValue: rawValue + 1)` is the next case.
    var hasConsecutiveRawValues = false

    var hasAssociatedValues: Bool { !casesWithAssociatedValues.isEmpty }
}

/// `typealias name = target`, with the target's generic arguments and module prefix dropped.
struct TypeAliasDeclaration: Sendable {
    var name: String
    var scope: TypeScope
    var target: String
    /// The target's generic arguments as written (`StateMachine<S, E>` ⟶ `["S", "E"]`), which name a
    /// machine's state and event types when the machine is created through the alias.
    var genericArguments: [String] = []
}

/// A variable given a value by a constructor call or a type annotation: `let fsm = FSM<S, E>(…)`,
/// `var fsm: FSM<S, E>!`, or `fsm = FSM(…)` in a method. Dialects find their containers here.
struct ValueBinding: Sendable {
    var variable: String
    var scope: TypeScope
    /// The function, initializer or accessor the binding is in; `nil` for stored properties and globals.
    var function: String?
    var fileIndex: Int
    private var callLocator: SyntaxLocator<FunctionCallExprSyntax>?
    private var typeLocator: SyntaxLocator<TypeSyntax>?

    init(variable: String, scope: TypeScope, function: String?, call: FunctionCallExprSyntax?, typeAnnotation: TypeSyntax?, in file: ParsedSwiftFile)
    {
        self.variable = variable
        self.scope = scope
        self.function = function
        fileIndex = file.index
        callLocator = call.map { SyntaxLocator($0, in: file) }
        typeLocator = typeAnnotation.map { SyntaxLocator($0, in: file) }
    }

    var call: FunctionCallExprSyntax? { callLocator?.node }
    var typeAnnotation: TypeSyntax? { typeLocator?.node }
}

/// Every declaration the extractors resolve names against, across all files of one load: enums,
/// typealiases, base classes and constants are often declared far from the table that uses them,
/// and a lookup finds a declaration in another file exactly as one in the same file.
///
/// Lookups go by qualified name (`Turnstile.State`), trying the enclosing scopes from the innermost
/// out, so each costs a few hash lookups however many files declare a `State`.
struct DeclarationIndex: Sendable {
    let files: [ParsedSwiftFile]
    /// Each type's declaration and extensions, for lookups in a type wherever its members are written.
    let typeBodies: TypeBodies
    /// In file order.
    private let allEnums: [EnumDeclaration]
    /// Every declaration of each qualified name, in file order: two modules (two playground pages,
    /// an app and its tests) may each declare a top-level `enum Input` of their own.
    private var enumsByPath: [String: [EnumDeclaration]] = [:]
    private var enumsByName: [String: [EnumDeclaration]] = [:]
    private var aliasesByPath: [String: TypeAliasDeclaration] = [:]
    private var firstAliasByName: [String: TypeAliasDeclaration] = [:]
    private var bindingsByPath: [String: [ValueBinding]] = [:]
    private var classesByPath: [String: ClassDeclaration] = [:]
    private var firstClassByName: [String: ClassDeclaration] = [:]
    private var valuesByPath: [String: [ValueDeclaration]] = [:]
    private var initialStateArgumentsByScope: [String: [InitialStateArgument]] = [:]
    private var wrappersByName: [String: [SwiftFSMTableWrapper]] = [:]
    /// The names of every table wrapper of the run, for the SwiftFSM extractor to look for.
    private(set) var tableWrapperNames: Set<String> = []
    /// The storages, writes and reducer functions of hand-written machines across the run.
    let handWritten: HandWrittenIndex
    /// The files that may declare each member name looked for (`files(mayDeclareMember:)`).
    private let filesByMember = SharedMemo<String, [Int]>()

    /// The indices of the files that may declare a function or computed property `name`, in file
    /// order. A lookup of a method by name (`ComputedTarget`) searches every file for it, and most
    /// names are looked up many times: searching each file's text on every lookup cost a twentieth
    /// of linting an app, and parsing again every file that merely uses the name, a tenth.
    func files(mayDeclareMember name: String) -> [Int] {
        filesByMember.value(for: name) { files.indices.filter { files[$0].mayDeclareMember(named: name) } }
    }

    /// Builds the index; `declarations[i]` must come from `files[i]`.
    init(files: [ParsedSwiftFile], declarations: [FileDeclarations]) {
        self.files = files
        typeBodies = TypeBodies(perFile: declarations.map(\.typeBodies))
        handWritten = HandWrittenIndex(declarations.map(\.handWritten), paths: files.map(\.path))
        allEnums = declarations.flatMap(\.enums)
        for declaration in allEnums {
            enumsByPath[Self.path(declaration.scope, declaration.name), default: []].append(declaration)
            enumsByName[declaration.name, default: []].append(declaration)
        }
        for alias in declarations.flatMap(\.aliases) {
            let path = Self.path(alias.scope, alias.name)
            if aliasesByPath[path] == nil { aliasesByPath[path] = alias }
            if firstAliasByName[alias.name] == nil { firstAliasByName[alias.name] = alias }
        }
        for binding in declarations.flatMap(\.bindings) {
            bindingsByPath[Self.path(binding.scope, binding.variable), default: []].append(binding)
        }
        for declaration in declarations.flatMap(\.classes) {
            let path = declaration.path.joined(separator: ".")
            if classesByPath[path] == nil { classesByPath[path] = declaration }
            if firstClassByName[declaration.name] == nil { firstClassByName[declaration.name] = declaration }
        }
        for value in declarations.flatMap(\.values) {
            valuesByPath[Self.path(value.scope, value.name), default: []].append(value)
        }
        for argument in declarations.flatMap(\.initialStateArguments) {
            initialStateArgumentsByScope[argument.scope.joined(separator: "."), default: []].append(argument)
        }
        for wrapper in declarations.flatMap(\.wrappers) {
            wrappersByName[wrapper.name, default: []].append(wrapper)
            tableWrapperNames.insert(wrapper.name)
        }
    }

    /// The enum called `name` as seen from `scope` in the file `path`: the one declared in the
    /// nearest enclosing type wins; with `visibleOnly`, enums nested in unrelated types are not
    /// considered, which keeps a `State` enum of one class from being taken for another's. When
    /// several files declare it, see `seen(among:from:)`.
    func enumDeclaration(named name: String, from scope: TypeScope, in path: String, visibleOnly: Bool = false) -> EnumDeclaration? {
        let resolved = resolvedTypeName(name, from: scope)
        if let declarations = Self.nearest(resolved, from: scope, in: enumsByPath) { return Self.seen(among: declarations, from: path) }
        return visibleOnly ? nil : enumsByName[resolved].flatMap { Self.seen(among: $0, from: path) }
    }

    /// Which of several declarations of one name the file `path` sees: the one in that file, else
    /// the only one in its folder (a module is usually a folder), else the only one there is. `nil`
    /// while that leaves several, as with the same top-level `enum Input` on two playground pages:
    /// taking either would check a machine against another module's type, and report its own
    /// cases as undeclared. Not seeing the type costs only the checks that need it.
    private static func seen(among declarations: [EnumDeclaration], from path: String) -> EnumDeclaration? {
        guard declarations.count > 1 else { return declarations.first }
        if let own = declarations.first(where: { $0.location.file == path }) { return own }
        let folder = folder(of: path)
        let nearby = declarations.filter { Self.folder(of: $0.location.file) == folder }
        return nearby.count == 1 ? nearby.first : nil
    }

    /// `Sources/App/Door.swift` ⟶ `Sources/App`; empty for a file named without a folder.
    private static func folder(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }

    /// Every enum conforming to `protocolName` (written plainly or module-qualified), in file order.
    func enums(conformingTo protocolName: String) -> [EnumDeclaration] {
        allEnums.filter { $0.inheritedTypes.contains(protocolName) }
    }

    /// Follows typealiases (`typealias State = TurnstileState`) to the name they stand for. Only
    /// aliases visible from `scope` count: one nested in an unrelated type (`typealias T = String`
    /// in some test) must not rename a top-level `enum T`.
    func resolvedTypeName(_ name: String, from scope: TypeScope, throughSuperclasses: Bool = true) -> String {
        var name = name
        var seen: Set<String> = [name]
        while let alias = visibleAlias(name, from: scope, throughSuperclasses: throughSuperclasses), seen.insert(alias.target).inserted {
            name = alias.target
        }
        return name
    }

    /// The generic arguments the typealias `name` (seen from `scope`) gives its target, following
    /// aliases of aliases; empty when `name` is no alias or gives none.
    func aliasGenericArguments(of name: String, from scope: TypeScope) -> [String] {
        var name = name
        var seen: Set<String> = [name]
        while let alias = visibleAlias(name, from: scope, throughSuperclasses: true) {
            if !alias.genericArguments.isEmpty { return alias.genericArguments }
            guard seen.insert(alias.target).inserted else { break }
            name = alias.target
        }
        return []
    }

    /// The typealias `name` means in `scope`: one of an enclosing type, a global, or one a superclass
    /// declares (`typealias Machine = StateMachine<S, E>` in a base test class).
    private func visibleAlias(_ name: String, from scope: TypeScope, throughSuperclasses: Bool) -> TypeAliasDeclaration? {
        if let alias = Self.nearest(name, from: scope, in: aliasesByPath) { return alias }
        guard throughSuperclasses, firstAliasByName[name] != nil else { return nil }
        return classChain(from: scope).scopes.dropFirst().lazy.compactMap { aliasesByPath[Self.path($0, name)] }.first
    }

    /// Every typealias whose target is one of `targets`, e.g. the user's short names for a DSL's structs.
    func aliases(of targets: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        for (name, alias) in firstAliasByName where targets.contains(alias.target) { result[name] = alias.target }
        return result
    }

    /// The bindings of `variable` in the type `scope` (and its extensions), those in the same function
    /// (or, for `nil`, at type or file level) first.
    func bindings(of variable: String, in scope: TypeScope, function: String?) -> [ValueBinding] {
        let inScope = bindingsByPath[Self.path(scope, variable)] ?? []
        return inScope.filter { $0.function == function } + inScope.filter { $0.function != function }
    }

    // MARK: - Classes, values and table wrappers

    /// The type `scope` names and the classes it inherits from, followed through every file read.
    func classChain(from scope: TypeScope) -> ClassChain {
        var scopes = [scope]
        var classes = [classesByPath[scope.joined(separator: ".")]]
        var external: String?
        var seen: Set<[String]> = [scope]
        while let current = classes.last ?? nil, let written = current.superclass, scopes.count < 64 {
            let name = resolvedTypeName(written, from: current.scope, throughSuperclasses: false)
            guard let next = Self.nearest(name, from: current.scope, in: classesByPath) ?? firstClassByName[name],
                seen.insert(next.path).inserted
            else {
                external = name
                break
            }
            scopes.append(next.path)
            classes.append(next)
        }
        return ClassChain(scopes: scopes, classes: classes, externalSuperclass: external)
    }

    /// The chain of the class `name` names as seen from `scope`, or `nil` when no class of that name is declared.
    func classChain(ofClassNamed name: String, from scope: TypeScope) -> ClassChain? {
        let resolved = resolvedTypeName(name, from: scope)
        guard let declaration = Self.nearest(resolved, from: scope, in: classesByPath) ?? firstClassByName[resolved] else { return nil }
        return classChain(from: declaration.path)
    }

    /// The declaration `name` refers to when used in `function` of the type `chain` starts at: one
    /// in the same function first, then a member of the type or of a class it inherits from (a
    /// subclass's hides its base's), then a global.
    func value(named name: String, function: String?, chain: ClassChain) -> ValueDeclaration? {
        if let function, let scope = chain.scopes.first,
            let local = valuesByPath[Self.path(scope, name)]?.last(where: { $0.function == function })
        {
            return local
        }
        for scope in chain.scopes {
            if let member = valuesByPath[Self.path(scope, name)]?.first(where: { $0.function == nil }) { return member }
        }
        return valuesByPath[name]?.first { $0.function == nil }
    }

    /// Every `initialState:` argument written in the type `scope` (and its extensions), in file order.
    func initialStateArguments(in scope: TypeScope) -> [InitialStateArgument] {
        initialStateArgumentsByScope[scope.joined(separator: ".")] ?? []
    }

    /// The table wrapper `name` refers to from `scope`: a method of the type or of a class it
    /// inherits from, else a global function.
    func tableWrapper(named name: String, from scope: TypeScope) -> SwiftFSMTableWrapper? {
        guard let wrappers = wrappersByName[name] else { return nil }
        for scope in classChain(from: scope).scopes + [[]] {
            if let wrapper = wrappers.first(where: { $0.scope == scope }) { return wrapper }
        }
        return nil
    }

    private static func path(_ scope: TypeScope, _ name: String) -> String {
        (scope + [name]).joined(separator: ".")
    }

    /// The declaration of `name` in `scope` or the nearest scope enclosing it.
    private static func nearest<Declaration>(_ name: String, from scope: TypeScope, in table: [String: Declaration]) -> Declaration? {
        for depth in stride(from: scope.count, through: 0, by: -1) {
            if let declaration = table[path(Array(scope.prefix(depth)), name)] { return declaration }
        }
        return nil
    }
}

/// Stored between runs (`StoredFacts`); its file is the reading run's.
extension ValueBinding: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        variable = try input.read()
        scope = try input.read()
        function = try input.read()
        fileIndex = try StoredFactsPlace(of: input).fileIndex
        callLocator = try input.read()
        typeLocator = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(variable)
        output.write(scope)
        output.write(function)
        output.write(callLocator)
        output.write(typeLocator)
    }
}
