import FSMBinaryCoding
@_spi(RawSyntax) internal import SwiftSyntax

/// A named value declared in a type, a function or a file: `let start: State = .idle`,
/// `static let initial = State.idle`, `override var initialState: State { .idle }`.
///
/// Kept whether or not its value is a literal, so that a declaration nearer a use hides a farther
/// one: a subclass's computed `initialState` overrides its base's, even when only the base's is a
/// literal.
struct ValueDeclaration: Sendable {
    var name: String
    var scope: TypeScope
    /// The function, initializer or accessor it is declared in; `nil` for members and globals.
    var function: String?
    var fileIndex: Int
    private var literalLocator: SyntaxLocator<ExprSyntax>?

    /// The literal it always holds (`.idle`, `State.idle`, `1`); `nil` for a `var` that can change
    /// and for anything computed at run time.
    var literal: ExprSyntax? { literalLocator?.node }

    /// The declarations of one `let`/`var` statement, each identifier pattern once.
    static func all(in declaration: VariableDeclSyntax, scope: TypeScope, function: String?, file: ParsedSwiftFile) -> [ValueDeclaration] {
        let isConstant = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        let isLazy = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        return declaration.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            var literal: ExprSyntax?
            if let accessors = binding.accessorBlock {
                literal = getterResult(accessors).flatMap(literalValue(_:))
            } else if isConstant, !isLazy, let value = binding.initializer?.value {
                literal = literalValue(value)
            }
            return ValueDeclaration(
                name: name, scope: scope, function: function, fileIndex: file.index, literalLocator: literal.map { SyntaxLocator($0, in: file) })
        }
    }

    /// `{ .idle }`, `{ return .idle }`, `{ get { .idle } }`: the one expression a read-only computed
    /// property returns.
    private static func getterResult(_ accessors: AccessorBlockSyntax) -> ExprSyntax? {
        let body: CodeBlockItemListSyntax?
        switch accessors.accessors {
        case .getter(let statements):
            body = statements
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            body = getter.body?.statements
        }
        guard let body, body.count == 1, let item = body.first?.item else { return nil }
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// A value that names a state or event by itself: `.idle`, `State.idle`, `.page(0)`, `1`, `"idle"`.
    /// A call on a type (`State.make()`) is a factory, not a literal.
    private static func literalValue(_ expression: ExprSyntax) -> ExprSyntax? {
        let expression = ExpressionReading.unwrappingEffects(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil else { return nil }
        }
        return ExpressionReading.valueName(of: expression) == nil ? nil : expression
    }
}

/// An `initialState:` argument, whatever call it is given to: `FSM<S, E>.Eager(initialState: initialState)`
/// in a base class's factory method, `super.init(initialState: .idle)` in a subclass of FSM, an
/// FSM created and returned without being stored.
struct InitialStateArgument: Sendable {
    var scope: TypeScope
    var function: String?
    var fileIndex: Int
    /// The called expression, plain: `FSM.Eager`, `super.init`, `TurnstileFSM`.
    var callee: String
    private var argumentLocator: SyntaxLocator<ExprSyntax>

    init?(_ call: FunctionCallExprSyntax, scope: TypeScope, function: String?, in file: ParsedSwiftFile) {
        guard let argument = call.arguments.first(where: { $0.label?.text == "initialState" })?.expression else { return nil }
        argumentLocator = SyntaxLocator(argument, in: file)
        callee = SyntaxText.plainTypeName(ExpressionReading.text(of: call.calledExpression), droppingModule: "SwiftFSM")
        self.scope = scope
        self.function = function
        fileIndex = file.index
    }

    var argument: ExprSyntax? { argumentLocator.node }

    var isSuperInit: Bool { callee == "super.init" || callee == "self.init" }
}

/// Reads a name written where a literal goes as the literal its declaration holds: `then(start)`
/// with `let start: State = .idle` in the same function, a member of the class chain or a global.
struct LiteralResolver {
    let index: DeclarationIndex
    let chain: ClassChain
    /// The function the use is in.
    let function: String?
    /// The parameters of the functions and closures around the use, which hide declarations of the
    /// same name: `func build(next: State)` makes `next` unknowable.
    let hidden: Set<String>

    /// `.idle`, `1`, or the value of a constant; `nil` for anything computed at run time.
    func valueName(of expression: SourceNode) -> String? {
        // `Self.start`, `Phase.last`: a static constant when one is declared, else an enum case.
        // Most values are `.case`, with no type in front: those are not looked up at all.
        if expression.child(RawMemberAccessExprSyntax.self, { $0.base }) != nil, let (type, member) = ExpressionReading.typeAndMember(of: expression)
        {
            let owner = type == "Self" ? chain : index.classChain(from: [type])
            if let constant = index.value(named: member, function: nil, chain: owner), let literal = constant.literal {
                return ExpressionReading.valueName(of: literal)
            }
        }
        if let name = ExpressionReading.valueName(of: expression) { return name }
        guard let name = ExpressionReading.declaredName(expression) ?? ExpressionReading.selfMemberName(of: expression), !hidden.contains(name),
            let declaration = index.value(named: name, function: function, chain: chain), let literal = declaration.literal
        else { return nil }
        return ExpressionReading.valueName(of: literal)
    }

    /// The parameter names of every function, initializer and closure `node` is in, up to its type.
    static func parameters(around node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) {
            names.formUnion(LexicalLookup.parameterNames(of: ancestor) ?? [])
            current = ancestor.parent
        }
        return names
    }
}

/// Stored between runs (`StoredFacts`); its file is the reading run's.
extension ValueDeclaration: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        name = try input.read()
        scope = try input.read()
        function = try input.read()
        fileIndex = try StoredFactsPlace(of: input).fileIndex
        literalLocator = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(scope)
        output.write(function)
        output.write(literalLocator)
    }
}

/// Stored between runs (`StoredFacts`); its file is the reading run's.
extension InitialStateArgument: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        scope = try input.read()
        function = try input.read()
        fileIndex = try StoredFactsPlace(of: input).fileIndex
        callee = try input.read()
        argumentLocator = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(scope)
        output.write(function)
        output.write(callee)
        output.write(argumentLocator)
    }
}
