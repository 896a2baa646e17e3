internal import SwiftSyntax

/// Finds the calls that add routes to one SwiftState machine: those in its init closure (and in
/// `configure { … }` closures), made on the closure's parameter, and those made later on the
/// variable it is stored in, within the function that creates it or, for a stored property (even
/// one assigned in `init`), anywhere in its type: the type's declaration and every extension of it,
/// in this file or another (`private extension Coordinator { func configureStateMachine() … }`). A
/// method of the type the machine is handed to (`setUpRoutes(machine)`) is read for the routes it
/// adds to its parameter; where the machine is handed to other code, the routes added there cannot
/// be seen: those places are kept so the reader can say so.
struct SwiftStateRouteCalls {
    private static let methods: Set<String> = ["addRoute", "addRoutes", "addRouteEvent", "addRouteChain", "addRouteMapping", "addStateRouteMapping"]

    /// A route call or a hand-off, with the file it is written in.
    struct Found<Node> {
        var node: Node
        var file: ParsedSwiftFile
    }

    private(set) var calls: [Found<FunctionCallExprSyntax>] = []
    /// Arguments that pass the machine to a function or initializer that is not read.
    private(set) var handOffs: [Found<ExprSyntax>] = []

    /// Where calls on the machine are looked for, and the name it has there.
    private struct Region {
        var node: Syntax
        var receiver: String
        var file: ParsedSwiftFile
    }

    init(site: FunctionCallExprSyntax, file: ParsedSwiftFile, index: DeclarationIndex) {
        var pending: [Region] = []
        let initClosure = site.trailingClosure ?? site.arguments.first { $0.label?.text == "initClosure" }?.expression.as(ClosureExprSyntax.self)
        if let initClosure { pending.append(Region(node: Syntax(initClosure.statements), receiver: Self.parameterName(of: initClosure), file: file)) }
        let variable = LexicalLookup.variableName(assignedFrom: site)
        let scope = SyntaxScope.typeScope(of: Syntax(site))
        let isLocal = SyntaxScope.functionName(of: Syntax(site)) != nil && !Self.isProperty(variable, site: site, file: file, index: index)
        if let variable {
            let typeBodies = isLocal ? [] : index.bodies(of: scope, from: file)
            if !typeBodies.isEmpty {
                pending += typeBodies.reversed().map { Region(node: Syntax($0.declaration), receiver: variable, file: $0.file) }
            } else if let region = Self.region(around: site, isLocal: isLocal) {
                pending.append(Region(node: region, receiver: variable, file: file))
            }
        }
        var readMethods: Set<SyntaxIdentifier> = []
        while let region = pending.popLast() {
            ActiveSyntax.walk(region.node) { node in
                if node.id == site.id || (isLocal && node.position < site.position && node.endPosition <= site.position) {
                    return .skipChildren
                }
                // A parameter of the receiver's name (`func configure(_ machine: …)`) hides it there.
                if LexicalLookup.parameterNames(of: node)?.contains(region.receiver) == true { return .skipChildren }
                guard let call = node.as(FunctionCallExprSyntax.self) else { return .visitChildren }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                    Self.receiverName(of: base) == region.receiver
                {
                    let method = member.declName.baseName.text
                    if Self.methods.contains(method) { calls.append(Found(node: call, file: region.file)) }
                    if method == "configure", let closure = call.trailingClosure {
                        pending.append(Region(node: Syntax(closure.statements), receiver: Self.parameterName(of: closure), file: region.file))
                        return .skipChildren
                    }
                }
                for (position, argument) in call.arguments.enumerated() where Self.receiverName(of: argument.expression) == region.receiver {
                    if let method = Self.method(receiving: position, of: call, scope: scope, from: file, index: index) {
                        if readMethods.insert(method.body.id).inserted {
                            pending.append(Region(node: Syntax(method.body), receiver: method.parameter, file: method.file))
                        }
                    } else {
                        handOffs.append(Found(node: argument.expression, file: region.file))
                    }
                }
                return .visitChildren
            }
        }
        calls = calls.filter { !Self.isDisposed($0.node) }.sorted { Self.precedes($0, $1, site: file) }
    }

    /// Source order, the file of the machine first.
    private static func precedes(_ first: Found<FunctionCallExprSyntax>, _ second: Found<FunctionCallExprSyntax>, site: ParsedSwiftFile) -> Bool {
        let order = { (found: Found<FunctionCallExprSyntax>) in (found.file.path == site.path ? 0 : 1, found.file.path) }
        if order(first) != order(second) { return order(first) < order(second) }
        return first.node.position < second.node.position
    }

    /// Whether `variable` is a stored property of the type around `site`, declared beside it or in
    /// another body of the type (the machine created in a method of an extension).
    private static func isProperty(_ variable: String?, site: FunctionCallExprSyntax, file: ParsedSwiftFile, index: DeclarationIndex) -> Bool {
        guard let variable else { return false }
        if let declaration = LexicalLookup.declaration(of: variable, visibleFrom: site) { return declaration.isProperty }
        return index.property(named: variable, in: SyntaxScope.typeScope(of: Syntax(site)), from: file) != nil
    }

    /// The method of the type that the argument at `position` of `call` passes the machine to
    /// (`configureRoutes(machine)`, `self.setUp(with: machine)`), with the parameter that receives
    /// it; nil when the callee is not one method of the type with a matching parameter list.
    private static func method(
        receiving position: Int, of call: FunctionCallExprSyntax, scope: TypeScope, from file: ParsedSwiftFile, index: DeclarationIndex
    )
        -> (body: CodeBlockItemListSyntax, parameter: String, file: ParsedSwiftFile)?
    {
        let callee = call.calledExpression
        let name =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self).flatMap { ExpressionReading.selfMemberName(of: ExprSyntax($0)) }
        guard let name else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let candidates = index.methods(named: name, in: scope, from: file).filter { method in
            method.declaration.signature.parameterClause.parameters.map(\.firstName.text) == labels
        }
        guard candidates.count == 1, let method = candidates.first, let body = method.declaration.body?.statements else { return nil }
        let parameters = Array(method.declaration.signature.parameterClause.parameters)
        let parameter = parameters[position]
        return (body, (parameter.secondName ?? parameter.firstName).text, method.file)
    }

    /// `let d = machine.addRoute(…)` followed by `d.dispose()` (or `d?.dispose()`) later in the same
    /// function: the route is removed again, so it is no route of the machine.
    private static func isDisposed(_ call: FunctionCallExprSyntax) -> Bool {
        guard let variable = LexicalLookup.variableName(assignedFrom: call) else { return false }
        var region: Syntax = Syntax(call)
        while let parent = region.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(InitializerDeclSyntax.self),
            !parent.is(SourceFileSyntax.self)
        {
            region = parent
        }
        var disposed = false
        ActiveSyntax.walk(region) { node in
            guard !disposed else { return .skipChildren }
            if let disposal = node.as(FunctionCallExprSyntax.self), disposal.position > call.endPosition,
                let member = disposal.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dispose",
                let base = member.base, receiverName(of: base) == variable
            {
                disposed = true
            }
            return .visitChildren
        }
        return disposed
    }

    /// `machine`, `self.machine`, `machine?`, `$0`.
    private static func receiverName(of base: ExprSyntax) -> String? {
        let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression ?? base
        return LexicalLookup.variableName(of: unwrapped)
    }

    /// `{ machine in … }` ⟶ `machine`; `$0` when the closure names no parameter.
    private static func parameterName(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): parameters.first?.name.text ?? "$0"
        case .parameterClause(let clause): clause.parameters.first?.firstName.text ?? "$0"
        case nil: "$0"
        }
    }

    /// Where calls on the machine's variable are looked for: the body it is created in, or the
    /// type (or file) that holds it as a property.
    private static func region(around site: FunctionCallExprSyntax, isLocal: Bool) -> Syntax? {
        var current = site.parent
        while let node = current {
            if isLocal, node.is(CodeBlockItemListSyntax.self) { return node }
            if !isLocal, node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }
}
