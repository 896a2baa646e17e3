import FSMDiagnostics
import FSMModel
@_spi(RawSyntax) internal import SwiftSyntax

/// Reads the builder block of one `buildTable { … }` into a `SwiftFSMTable`.
///
/// A table is most of the code that holds it, so it is read through the raw layer (`SourceNode`),
/// which keeps reading it cheaper than parsing it. Blocks nest (`define { when(.e) { matching(P.a) { … } } }`), so the reader keeps an explicit
/// stack of statements, each with the context its enclosing blocks give it; hostile nesting cannot
/// exhaust the call stack.
struct SwiftFSMTableReader {
    /// Where a statement's transitions go.
    enum Owner {
        /// Directly in `buildTable`: only `define` and `let … = SuperState` belong here.
        case table
        /// Inside `define(.a) { … }` (Take 1 allowed several states).
        case states([String])
        /// Inside `let name = SuperState { … }`.
        case superState(String)
    }

    /// `then()` stays in the current state; `then(.s)` goes to `s`; `then(next)` goes where `next` says.
    enum TargetClause {
        case stay
        case state(Reference)
        case computed(ComputedTarget)
    }

    /// What enclosing context blocks contribute to every sentence inside them.
    struct Context {
        var predicates: [PredicateExpression] = []
        var conditions: [String] = []
        var events: [Reference]?
        var target: TargetClause?
        var actions: [Reference] = []
        var isOverride = false
    }

    private struct Frame {
        var statement: SourceNode
        var owner: Owner
        var context: Context
    }

    let file: ParsedSwiftFile
    let index: DeclarationIndex
    let vocabulary: SwiftFSMVocabulary
    /// Names of constants written where a state or event goes (`then(start)`).
    let literals: LiteralResolver
    private let machineName: String
    var table = SwiftFSMTable()
    private var pending: [Frame] = []
    private var superStateNames: Set<String> = []
    /// Whose transitions a skipped construct hides: the owner of the statement being read.
    private var currentOwner: Owner = .table
    /// A super state the `define` or `SuperState` being read adopts but that is not declared in the
    /// table: the states adopting it inherit transitions nobody read.
    private var unreadSuperState: (reason: String, location: SourceLocation)?
    /// Scratch space for `SourceNode.warmUp(using:)`.
    private var warmUpStack: [RawSyntax] = []

    init(file: ParsedSwiftFile, index: DeclarationIndex, vocabulary: SwiftFSMVocabulary, literals: LiteralResolver, machineName: String) {
        self.file = file
        self.index = index
        self.vocabulary = vocabulary
        self.literals = literals
        self.machineName = machineName
    }

    /// Reads the statements of a table: those of its closure, or loose ones.
    mutating func read(_ statements: [SourceNode]) -> SwiftFSMTable {
        for statement in statements.reversed() {
            pending.append(Frame(statement: statement, owner: .table, context: Context()))
        }
        while let frame = pending.popLast() {
            // A `define` and everything in its block, brought into the cache at once.
            if case .table = frame.owner { frame.statement.warmUp(using: &warmUpStack) }
            currentOwner = frame.owner
            read(frame.statement, owner: frame.owner, context: frame.context)
        }
        return table
    }

    // MARK: - Statements

    mutating func push(_ closure: SourceNode, owner: Owner, context: Context) {
        guard let statements = closure.child(RawClosureExprSyntax.self, { $0.statements }) else { return }
        for statement in ActiveSyntax.statements(of: statements).reversed() {
            pending.append(Frame(statement: statement, owner: owner, context: context))
        }
    }

    private mutating func read(_ statement: SourceNode, owner: Owner, context: Context) {
        switch statement.kind {
        case .variableDecl:
            readLet(statement, owner: owner)
        case .expressionStmt:
            if let expression = statement.child(RawExpressionStmtSyntax.self, { $0.expression }) {
                readExpression([expression], owner: owner, context: context)
            }
        case .sequenceExpr:
            readSequence(statement, owner: owner, context: context)
        case .forStmt, .whileStmt, .repeatStmt:
            hide("a loop in a table cannot be read without running it; its transitions were skipped", at: statement)
        case .guardStmt:
            warn("a `guard` in a table cannot be read without running it; the rest of the block may be skipped at run time", at: statement)
        default:
            if RawExprSyntax.isKindOf(statement.raw) {
                readExpression([statement], owner: owner, context: context)
            } else {
                warn("`\(Self.summary(of: statement))` is not SwiftFSM table syntax; it was skipped", at: statement)
            }
        }
    }

    /// A sequence that is not a sentence on its own: `...` placeholders copied from documentation
    /// join neighbouring statements into one sequence, so each side is read as its own statement.
    private mutating func readSequence(_ sequence: SourceNode, owner: Owner, context: Context) {
        guard let elements = sequence.child(RawSequenceExprSyntax.self, { $0.elements }) else { return }
        var part: [SourceNode] = []
        for element in elements.children {
            if OperatorSequence.binaryOperator(element) == "..." {
                warn("`...` is a documentation placeholder, not SwiftFSM syntax; it was ignored", at: element)
                if !part.isEmpty { readExpression(part, owner: owner, context: context) }
                part = []
            } else {
                part.append(element)
            }
        }
        if !part.isEmpty { readExpression(part, owner: owner, context: context) }
    }

    private mutating func readExpression(_ elements: [SourceNode], owner: Owner, context: Context) {
        guard elements.count == 1, let only = elements.first else {
            readSentence(elements, owner: owner, context: context)
            return
        }
        let expression = ExpressionReading.unwrappingEffects(only)
        if expression.kind == .sequenceExpr {
            readSequence(expression, owner: owner, context: context)
        } else if expression.kind == .functionCallExpr, let keyword = vocabulary.keyword(of: expression) {
            readCall(expression, keyword: keyword, owner: owner, context: context)
        } else if expression.kind == .ifExpr || expression.kind == .switchExpr {
            hide("a conditional in a table cannot be read without running it; its transitions were skipped", at: expression)
        } else if let name = ExpressionReading.declaredName(expression) {
            hide(
                "`\(name)` is a value built elsewhere; its transitions were not read",
                at: expression, hint: "write the block inline in `buildTable` to have it checked"
            )
        } else {
            readSentence([expression], owner: owner, context: context)
        }
    }

    private mutating func readCall(_ call: SourceNode, keyword: SwiftFSMKeyword, owner: Owner, context: Context) {
        let arguments = CallArgument.all(of: call)
        let block = Self.block(of: call, arguments: arguments, keyword: keyword)
        switch keyword {
        case .define:
            readDefine(call, arguments: arguments, block: block, owner: owner)
        case .superState:
            warn("a `SuperState` that is not held in a `let` cannot be adopted; it was skipped", at: call)
        case .when, .then, .matching, .condition, .actions, .overriding:
            if let block {
                readContextBlock(call, keyword: keyword, arguments: arguments, block: block, owner: owner, context: context)
            } else {
                readSentence([call], owner: owner, context: context)
            }
        }
    }

    /// The builder block of a call: its trailing closure, except for `condition { … }` without
    /// arguments, whose trailing closure is the condition itself.
    private static func block(of call: SourceNode, arguments: [CallArgument], keyword: SwiftFSMKeyword) -> SourceNode? {
        if keyword == .condition, arguments.isEmpty { return nil }
        if let closure = call.child(RawFunctionCallExprSyntax.self, { $0.trailingClosure }) { return closure }
        let takesClosureArgument = keyword == .overriding || keyword == .define || keyword == .superState
        guard takesClosureArgument, let last = arguments.last?.expression, last.kind == .closureExpr else { return nil }
        return last
    }

    // MARK: - States and super states

    private mutating func readDefine(_ call: SourceNode, arguments: [CallArgument], block: SourceNode?, owner: Owner) {
        guard case .table = owner else {
            warn("`define` must be directly inside `buildTable`; it was skipped", at: call)
            return
        }
        let arguments = DefineArguments(arguments, block: block)
        unreadSuperState = nil
        let superStates = superStateReferences(arguments.superStates)
        let entry = arguments.entryActions.flatMap { ActionReading.references(in: $0, file: file) }
        let exit = arguments.exitActions.flatMap { ActionReading.references(in: $0, file: file) }
        var names: [String] = []
        for expression in arguments.states {
            guard let name = literals.valueName(of: expression) else {
                hide(
                    "state `\(ExpressionReading.text(of: expression))` is held in a variable; its `define` was skipped",
                    at: expression, hint: "write the state as a literal such as `.locked` to have it checked"
                )
                continue
            }
            names.append(name)
            if let hiding = unreadSuperState { table.unseen.append(Unseen(.transitions(from: name), reason: hiding.reason, at: hiding.location)) }
            let position = table.draft(name, at: file.location(of: expression), isAbstract: false)
            table.update(position) { draft in
                draft.superStates += superStates
                draft.entryActions += entry
                draft.exitActions += exit
            }
        }
        if let block, !names.isEmpty { push(block, owner: .states(names), context: Context()) }
    }

    private mutating func readLet(_ declaration: SourceNode, owner: Owner) {
        guard let bindings = declaration.child(RawVariableDeclSyntax.self, { $0.bindings }) else { return }
        for binding in bindings.children {
            guard let call = binding.child(RawPatternBindingSyntax.self, { $0.initializer })?.child(RawInitializerClauseSyntax.self, { $0.value }),
                call.kind == .functionCallExpr, vocabulary.keyword(of: call) == .superState
            else { continue }
            let pattern = binding.child(RawPatternBindingSyntax.self, { $0.pattern })
            guard case .table = owner, let name = pattern?.child(RawIdentifierPatternSyntax.self, { $0.identifier }) else {
                warn("a `SuperState` must be declared directly inside `buildTable`; it was skipped", at: binding)
                continue
            }
            let callArguments = CallArgument.all(of: call)
            let block = Self.block(of: call, arguments: callArguments, keyword: .superState)
            let arguments = DefineArguments(callArguments, block: block)
            unreadSuperState = nil
            let superStates = superStateReferences(arguments.superStates)
            let entry = arguments.entryActions.flatMap { ActionReading.references(in: $0, file: file) }
            let exit = arguments.exitActions.flatMap { ActionReading.references(in: $0, file: file) }
            if let hiding = unreadSuperState {
                table.unseen.append(Unseen(.transitions(from: name.text), reason: hiding.reason, at: hiding.location))
            }
            let position = table.draft(name.text, at: file.location(of: name), isAbstract: true)
            table.update(position) { draft in
                draft.superStates += superStates
                draft.entryActions += entry
                draft.exitActions += exit
            }
            superStateNames.insert(name.text)
            if let block {
                push(block, owner: .superState(name.text), context: Context())
            }
        }
    }

    private mutating func superStateReferences(_ expressions: [SourceNode]) -> [Reference] {
        expressions.compactMap { expression in
            guard let name = ExpressionReading.declaredName(expression), superStateNames.contains(name) else {
                unreadSuperState = (
                    "super state `\(ExpressionReading.text(of: expression))` is not declared in the table", file.location(of: expression)
                )
                warn(
                    "super state `\(ExpressionReading.text(of: expression))` is not a `SuperState` declared in this table; "
                        + "its transitions were not read",
                    at: expression, hint: "declare it with `let … = SuperState { … }` inside `buildTable` to have it checked"
                )
                return nil
            }
            return file.reference(name, at: expression)
        }
    }

    // MARK: - Reporting

    mutating func warn(_ message: String, at node: SourceNode, hint: String? = nil) {
        table.diagnostics.append(file.unsupportedConstruct(message, at: node, machine: machineName, hint: hint))
    }

    /// `warn`, for a construct that holds transitions: the states it is written in (any state, at
    /// the top of the table) may leave for any state, on any event.
    mutating func hide(_ message: String, at node: SourceNode, hint: String? = nil) {
        warn(message, at: node, hint: hint)
        let reason = "`\(Self.summary(of: node))` could not be read"
        let owners: [String?] =
            switch currentOwner {
            case .table: [nil]
            case .states(let names): names
            case .superState(let name): [name]
            }
        table.unseen += owners.map { Unseen(.transitions(from: $0), reason: reason, at: file.location(of: node)) }
    }

    static func calleeText(_ call: SourceNode) -> String {
        call.child(RawFunctionCallExprSyntax.self, { $0.calledExpression }).map(ExpressionReading.text(of:)) ?? ""
    }

    /// The start of a statement, to name it in a message.
    static func summary(of node: SourceNode) -> String {
        SyntaxText.oneLine(node, limit: 40)
    }
}

/// The arguments of `define(…)` and `SuperState(…)` sorted by what they mean, across the labels
/// SwiftFSM has used over time (`superState:`, `superStates:`, `adopts:`, `entryActions:`,
/// `onEntry:`, `onExit:`). Unlabelled arguments continue the preceding label, as variadics do.
private struct DefineArguments {
    var states: [SourceNode] = []
    var superStates: [SourceNode] = []
    var entryActions: [SourceNode] = []
    var exitActions: [SourceNode] = []

    init(_ arguments: [SwiftFSMTableReader.CallArgument], block: SourceNode?) {
        var current: WritableKeyPath<DefineArguments, [SourceNode]>? = \.states
        for argument in arguments {
            if let block, argument.expression.raw.id == block.raw.id { continue }
            switch argument.label {
            case nil: break
            case "superState", "superStates", "adopts": current = \.superStates
            case "onEntry", "entryActions": current = \.entryActions
            case "onExit", "exitActions": current = \.exitActions
            default: current = nil
            }
            if let current { self[keyPath: current].append(argument.expression) }
        }
    }
}
