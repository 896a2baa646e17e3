import FSMModel
internal import SwiftSyntax

/// A transition target that code computes at run time, read as far as the source allows: the
/// literal states it can evaluate to, and whether it can also be something else.
///
/// A target is kept, never dropped: `then(next)`, `transition(to: self.next())` or `self = computed`
/// become the alternatives the code can choose between, each a dynamic transition, and when some
/// branch is not a literal, a transition whose `computedTarget` may go to any state. Candidates are
/// found through a ternary, `if` and `switch` branches, a closure called on the spot, a `let`
/// visible from the code, every value a local is given in its block (`LocalValues`), and the
/// `return`s of a method or computed property the run declares.
struct ComputedTarget {
    /// The expression as written, which names the target in messages and diagrams.
    var text: String
    /// The literal states it can be, in source order, each once.
    var candidates: [Reference] = []
    /// Some value cannot be narrowed to a literal: the transition may go to any state.
    var isOpen = false

    /// How many declarations are followed from one target, so that functions calling each other
    /// cannot send the reading round in circles.
    private static let expansionLimit = 16

    /// Reads `expression`; `literal` says which values a dialect takes for states (`.locked`,
    /// `Loaded()`), and returns nil for anything else.
    init(_ expression: ExprSyntax, in file: ParsedSwiftFile, index: DeclarationIndex, literal: (ExprSyntax, ParsedSwiftFile) -> Reference?) {
        self.init(values: [expression], text: ExpressionReading.text(of: expression), in: file, index: index, literal: literal)
    }

    /// Reads the values one piece of code can give (a closure's returns), named by `text`.
    init(
        values: [ExprSyntax], text: String, in file: ParsedSwiftFile, index: DeclarationIndex,
        literal: (ExprSyntax, ParsedSwiftFile) -> Reference?
    ) {
        self.text = text
        var pending: [(expression: ExprSyntax, file: ParsedSwiftFile)] = values.reversed().map { ($0, file) }
        var expansions = 0
        var seen: Set<String> = []
        while let (next, nextFile) = pending.popLast() {
            let value = ExpressionReading.unwrappingEffects(next)
            if let state = literal(value, nextFile) {
                if seen.insert(state.name).inserted { candidates.append(state) }
                continue
            }
            expansions += 1
            guard expansions <= Self.expansionLimit, let values = Self.values(of: value, in: nextFile, index: index) else {
                isOpen = true
                continue
            }
            pending += values.expressions.reversed().map { ($0, values.file) }
            if values.mayChange { isOpen = true }
        }
    }

    /// What one written transition whose target is this becomes (transitions, or a dialect's drafts of
    /// them): `make` builds each from its target, computed target and whether it is dynamic. A single
    /// literal candidate is a plain target.
    func outcomes<Outcome>(_ make: (_ target: Reference?, _ computedTarget: String?, _ isDynamic: Bool) -> Outcome) -> [Outcome] {
        let isDynamic = isOpen || candidates.count > 1
        var result = candidates.map { make($0, nil, isDynamic) }
        if isOpen { result.append(make(nil, text, true)) }
        return result
    }

    /// The expressions `value` stands for, one level down, and the file they are written in; nil when
    /// it is none of the forms followed. `mayChange` is set for a `var`, whose later assignments are unseen.
    private static func values(of value: ExprSyntax, in file: ParsedSwiftFile, index: DeclarationIndex)
        -> (expressions: [ExprSyntax], file: ParsedSwiftFile, mayChange: Bool)?
    {
        let branches = DialectSupport.branches(of: [value])
        if branches.count != 1 || branches.first?.id != value.id { return (branches, file, false) }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                return (DialectSupport.resultExpressions(of: closure), file, false)
            }
            guard let name = memberName(call.calledExpression, ownType: SyntaxScope.typeScope(of: Syntax(call)).last) else { return nil }
            return body(ofMember: name, from: Syntax(call), in: file, index: index).map { ($0.results, $0.file, false) }
        }
        guard let name = memberName(value, ownType: SyntaxScope.typeScope(of: Syntax(value)).last) else { return nil }
        if value.is(DeclReferenceExprSyntax.self), LexicalLookup.isBoundByPatternOrParameter(name, visibleFrom: value) { return nil }
        if value.is(DeclReferenceExprSyntax.self) {
            switch LocalValues.reading(name, visibleFrom: value) {
            case .values(let values): return (values, file, false)
            case .open(let values): return (values, file, true)
            case .notALocal: break
            }
        }
        if value.is(DeclReferenceExprSyntax.self), let binding = LexicalLookup.binding(of: name, visibleFrom: value),
            let initializer = binding.initializer?.value
        {
            let isConstant = binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
            return ([initializer], file, !isConstant)
        }
        return body(ofMember: name, from: Syntax(value), in: file, index: index).map { ($0.results, $0.file, false) }
    }

    /// `next`, `self.next`, `Self.next`, `Door.next` written in `Door` (`ownType`), `next(_:)` ⟶
    /// `next`; nil for members of other values or types, which may be of any type. An implicit
    /// member (`.fallback`, `.fromSensor()`), which a dialect did not take for a state, is a static
    /// member of the state type, looked for like the others.
    private static func memberName(_ expression: ExprSyntax, ownType: String?) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        guard let written = member.base else { return member.declName.baseName.text }
        guard let base = written.as(DeclReferenceExprSyntax.self),
            base.baseName.tokenKind == .keyword(.self) || base.baseName.tokenKind == .keyword(.Self) || base.baseName.text == ownType
        else { return nil }
        return member.declName.baseName.text
    }

    /// The results of the method or computed property `name` that `site`'s type declares, looked for
    /// in `file`, then in every other file of the run; one declared in another type (a superclass, a
    /// protocol extension) is taken only when it is the only one of that name.
    private static func body(ofMember name: String, from site: Syntax, in file: ParsedSwiftFile, index: DeclarationIndex)
        -> (results: [ExprSyntax], file: ParsedSwiftFile)?
    {
        let scope = SyntaxScope.typeScope(of: site)
        var elsewhere: [(results: [ExprSyntax], file: ParsedSwiftFile)] = []
        let others = index.files(mayDeclareMember: name).map { index.files[$0] }.filter { $0.path != file.path }
        for candidateFile in [file] + others {
            for (body, declarationScope) in bodies(named: name, in: candidateFile) {
                let results = DialectSupport.resultExpressions(of: body)
                if declarationScope == scope { return (results, candidateFile) }
                elsewhere.append((results, candidateFile))
            }
        }
        return elsewhere.count == 1 ? elsewhere.first : nil
    }

    /// The body of the method or computed property `name` that the type at `typePath` declares (in
    /// it or an extension of it), and the file it is in.
    static func body(ofMember name: String, declaredIn typePath: TypeScope, index: DeclarationIndex)
        -> (body: CodeBlockItemListSyntax, file: ParsedSwiftFile)?
    {
        for file in index.files(mayDeclareMember: name).map({ index.files[$0] }) {
            if let (body, _) = bodies(named: name, in: file).first(where: { $0.1 == typePath }) { return (body, file) }
        }
        return nil
    }

    /// Every function body and computed-property getter called `name` in `file`, with its type
    /// scope; only the nodes around where the name is written are visited, and a file that never
    /// writes it is not looked at at all: its tree may have been let go, and parsing every file of
    /// an app again to find one method was a sixth of linting it.
    private static func bodies(named name: String, in file: ParsedSwiftFile) -> [(CodeBlockItemListSyntax, TypeScope)] {
        let hints = file.offsets(of: [name])
        guard !hints.isEmpty else { return [] }
        var found: [(CodeBlockItemListSyntax, TypeScope)] = []
        ActiveSyntax.walk(file.tree, near: hints, interest: declarationInterest) { node in
            if let function = node.as(FunctionDeclSyntax.self) {
                if function.name.text == name, let body = function.body?.statements { found.append((body, SyntaxScope.typeScope(of: node))) }
                return .skipChildren
            }
            if let variable = node.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let getter = getterBody(of: binding) { found.append((getter, SyntaxScope.typeScope(of: node))) }
                }
                return .skipChildren
            }
            return .visitChildren
        }
        return found
    }

    private static func declarationInterest(_ node: SourceNode) -> ActiveSyntax.Interest {
        switch node.kind {
        case .functionDecl, .variableDecl: .candidateAlone
        case .token: .skip
        default: .lookInside
        }
    }

    private static func getterBody(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): statements
        case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }
}
