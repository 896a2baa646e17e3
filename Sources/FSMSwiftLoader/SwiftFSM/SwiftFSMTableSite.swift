import FSMDiagnostics
internal import SwiftSyntax

/// One SwiftFSM table and where it sits: a `buildTable` call, a call of a table wrapper, or the
/// loose `define` statements of a script.
struct SwiftFSMTableSite {
    enum Body {
        /// The builder closure; `nil` for `buildTable(rows)` with rows made elsewhere.
        case closure(ClosureExprSyntax?)
        /// `define` and `let … = SuperState` statements at the top level of a file, in order.
        case statements([SourceNode])
    }

    /// The call that builds the table; for loose statements, the first `define`.
    var call: FunctionCallExprSyntax
    var body: Body
    /// The FSM the table is built on (`fsm`, `turnstile`, `self` for a subclass of FSM).
    var variable: String
    var scope: TypeScope
    var function: String?
    /// `false` for loose statements: no FSM holds them, so no initial state or type is looked for.
    var hasFSM = true
    /// Loose statements are named after their file.
    private var fileName: String?

    var baseName: String { fileName ?? (scope + [variable]).joined(separator: ".") }
    /// Used when one file builds several tables on the same variable, as test suites do.
    var qualifiedName: String { fileName ?? (scope + [function].compactMap { $0 } + [variable]).joined(separator: ".") }

    /// The table `call` builds, or `nil` when it builds none: a wrapper's own hand-over of its rows,
    /// or a call of a name that is no table method or wrapper where it is made.
    init?(call: FunctionCallExprSyntax, index: DeclarationIndex) {
        let method: String
        let base: ExprSyntax?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            (method, base) = (member.declName.baseName.text, member.base)
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            (method, base) = (reference.baseName.text, nil)
        } else {
            return nil
        }
        let node = Syntax(call)
        self.call = call
        scope = SyntaxScope.typeScope(of: node)
        function = SyntaxScope.functionName(of: node)
        let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        body = .closure(closure)
        let onSelf = base == nil || base.flatMap { ExpressionReading.declaredName(SourceNode($0)) } == "self"
        if onSelf, index.tableWrapperNames.contains(method), let wrapper = index.tableWrapper(named: method, from: scope) {
            guard let forwarded = wrapper.variables.first, closure != nil else { return nil }
            variable = forwarded
            return
        }
        guard SwiftFSMTableWrapper.tableMethods.contains(method), !SwiftFSMTableWrapper.isHandOver(call) else { return nil }
        guard let base, !onSelf else {
            // `buildTable { … }` in a subclass of FSM, or one whose base class is not among the files.
            guard closure != nil else { return nil }
            variable = "self"
            return
        }
        variable =
            base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ExpressionReading.selfMemberName(of: base) ?? ExpressionReading.text(of: base)
    }

    /// The `define` statements at the top level of a script, playground page or snippet, with the
    /// `let … = SuperState { … }` they adopt; `nil` when the file has no top-level `define`.
    static func loose(in file: ParsedSwiftFile, vocabulary: SwiftFSMVocabulary) -> SwiftFSMTableSite? {
        guard file.mentions(anyOf: ["define"]) else { return nil }
        var statements: [SourceNode] = []
        var firstDefine: FunctionCallExprSyntax?
        for item in ActiveSyntax.statements(of: file.tree.statements) {
            switch item.item {
            case .expr(let expression):
                guard let call = ExpressionReading.unwrappingEffects(expression).as(FunctionCallExprSyntax.self),
                    vocabulary.keyword(of: SourceNode(call)) == .define
                else { continue }
                firstDefine = firstDefine ?? call
                statements.append(SourceNode(expression))
            case .decl(let declaration):
                guard let variable = declaration.as(VariableDeclSyntax.self),
                    variable.bindings.contains(where: { binding in
                        binding.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self) }.map {
                            vocabulary.keyword(of: SourceNode($0)) == .superState
                        } ?? false
                    })
                else { continue }
                statements.append(SourceNode(variable))
            case .stmt:
                continue
            }
        }
        guard let firstDefine else { return nil }
        let stem = SourceFile(path: file.path, text: file.text).baseName
        var site = SwiftFSMTableSite(call: firstDefine, body: .statements(statements), variable: stem, scope: [], function: nil)
        site.hasFSM = false
        site.fileName = stem
        return site
    }

    private init(call: FunctionCallExprSyntax, body: Body, variable: String, scope: TypeScope, function: String?) {
        self.call = call
        self.body = body
        self.variable = variable
        self.scope = scope
        self.function = function
    }
}
