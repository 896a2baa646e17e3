import FSMModel
internal import SwiftSyntax

/// A value type written as a hand-made reducer: a `mutating func handleEvent(event:)` (or
/// `handle(event:)`) whose body switches on `(self, event)`, as in the "pure state machines with
/// effects" pattern.
struct ReducerDeclaration {
    /// The enum or struct; an enum's cases are the states, a struct's stored properties are regions.
    var name: String
    var nameToken: TokenSyntax
    var cases: [(name: TokenSyntax, payloadType: String?)]
    /// A struct's stored properties with their written types.
    var properties: [(name: TokenSyntax, type: String)]
    var isEnum: Bool
    /// `static let initialState = Self.x` / `= .x`, or the one value `static var initialState: S { .x }` returns.
    var initialState: ExprSyntax?
    /// The static properties and functions the type declares (`static var fallback: Self`,
    /// `static func fromSensor()`): `self = .fallback` is then a value computed at run time, not a case.
    var staticMembers: Set<String>
    /// The `switch (self, event)` of the handler; `nil` for a struct that forwards to its regions.
    var eventSwitch: SwitchExprSyntax?
    /// The nested `enum Event` (or `InputEvent`), whose cases are the declared events.
    var eventCases: [TokenSyntax]?

    static let handlerNames: Set<String> = ["handleEvent", "handle"]

    /// Reads `declaration` if it is a reducer: an enum with a handler that switches on `(self, …)`, or
    /// a struct with a mutating handler (whose regions are read from its stored properties). The
    /// members of its `extensions` are its own: the handler or `initialState` are often written there.
    init?(_ declaration: some DeclGroupSyntax, name: TokenSyntax, extensions: [DeclSyntax] = []) {
        let members = declaration.memberBlock.members.map(\.decl) + extensions
        guard let handler = members.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first(where: Self.isHandler) else { return nil }
        isEnum = declaration.is(EnumDeclSyntax.self)
        eventSwitch = handler.body.flatMap(Self.selfEventSwitch(in:))
        guard !isEnum || eventSwitch != nil else { return nil }
        self.name = name.text
        nameToken = name
        cases = members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements }.map { element in
            let payload = element.parameterClause?.parameters.first.map { SyntaxText.plainTypeName($0.type.trimmedText) }
            return (element.name, payload)
        }
        properties = members.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { variable in !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
            .flatMap(\.bindings)
            .compactMap { binding in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                    let type = binding.typeAnnotation?.type
                else { return nil }
                return (name, SyntaxText.plainTypeName(type.trimmedText))
            }
        let staticBindings = members.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { variable in variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
            .flatMap(\.bindings)
        let initialBinding = staticBindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "initialState" }
        initialState = initialBinding?.initializer?.value ?? initialBinding.flatMap(Self.onlyValueReturned)
        let staticFunctions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { function in function.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
        staticMembers = Set(
            staticBindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } + staticFunctions.map(\.name.text))
        eventCases = members.compactMap { $0.as(EnumDeclSyntax.self) }
            .first { $0.name.text == "Event" || $0.name.text == "InputEvent" }
            .map { $0.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).map(\.name) }
    }

    /// The type an extension makes a reducer by adding its handler (`extension Door { mutating func
    /// handleEvent(…) { switch (self, event) { … } } }`): the reducer dialect reads that type whole,
    /// its declaration and extensions together, so other readers leave it to it.
    static func reducerType(extendedBy declaration: ExtensionDeclSyntax) -> String? {
        let handlers = declaration.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter(isHandler)
        guard handlers.contains(where: { $0.body.flatMap(selfEventSwitch(in:)) != nil }) else { return nil }
        return SyntaxText.plainTypeName(declaration.extendedType.trimmedText).split(separator: ".").last.map(String.init)
    }

    private static func isHandler(_ function: FunctionDeclSyntax) -> Bool {
        handlerNames.contains(function.name.text) && function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    }

    /// The first `switch (self, x)` among the handler's statements (it may follow `let`s or sit in a `return`).
    private static func selfEventSwitch(in body: CodeBlockSyntax) -> SwitchExprSyntax? {
        for item in ActiveSyntax.statements(of: body.statements) {
            let expression: ExprSyntax? =
                switch item.item {
                case .expr(let expression): expression
                case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
                case .decl: nil
                }
            guard let candidate = expression?.as(SwitchExprSyntax.self), let tuple = candidate.subject.as(TupleExprSyntax.self),
                tuple.elements.count == 2, tuple.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { continue }
            return candidate
        }
        return nil
    }

    /// The one value a computed property's getter returns (`{ .idle }`, `{ return .idle }`), if one.
    private static func onlyValueReturned(by binding: PatternBindingSyntax) -> ExprSyntax? {
        let body: CodeBlockItemListSyntax? =
            switch binding.accessorBlock?.accessors {
            case .getter(let statements): statements
            case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            case nil: nil
            }
        guard let body else { return nil }
        let values = DialectSupport.resultExpressions(of: body)
        return values.count == 1 ? values.first : nil
    }
}
