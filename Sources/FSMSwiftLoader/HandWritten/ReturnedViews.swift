import FSMModel
internal import SwiftSyntax

/// A function or getter that returns a storage's own value or, on some paths, a case of its own
/// choosing: `var effectiveLayout: Layout { if items.isEmpty { return .expanded }; return layout }`,
/// or a function that fills a local in a loop and returns it, unless it returns `.allSnoozed` first.
/// The cases it returns are values of the storage's kind the program uses, though the storage never
/// holds them: not states no code can enter, whose hint would be to remove them.
struct ValueView: Sendable {
    /// The storage returned, as written without `self.` (`layout`, `level`).
    var path: String
    /// The types around the function, extensions counting as the type they extend.
    var owner: TypeScope
    /// The cases returned directly (`.expanded`, `Layout.expanded`, `.failed(error)`).
    var cases: [String]
    /// Where the storage is returned: a local's view is the one in its function.
    var location: SourceLocation
}

/// Gathers the `return`s of each function and getter of a file, and keeps those that return both a
/// plain name and a case.
struct ReturnedViews {
    private struct Returned {
        var owner: TypeScope
        var paths: [(String, SourceLocation)] = []
        var cases: [String] = []
    }

    private var byBody: [SyntaxIdentifier: Returned] = [:]
    private var order: [SyntaxIdentifier] = []

    /// Notes what `statement` returns, when it returns a plain name or a case from a function or
    /// getter (a `return` in a closure returns from the closure, which is not looked at).
    mutating func add(_ statement: ReturnStmtSyntax, in file: ParsedSwiftFile) {
        guard let value = statement.expression else { return }
        let caseName = MatchedCases.caseNames(of: value).flatMap { $0.count == 1 ? $0[0] : nil }
        let path = caseName == nil ? Self.plainPath(of: value) : nil
        guard caseName != nil || path != nil, let body = Self.body(returnedFrom: Syntax(statement)) else { return }
        if byBody[body.id] == nil {
            byBody[body.id] = Returned(owner: SyntaxScope.typeScope(of: body))
            order.append(body.id)
        }
        if let caseName, caseName != "nil" { byBody[body.id]?.cases.append(caseName) }
        if let path { byBody[body.id]?.paths.append((path, file.location(of: statement))) }
    }

    /// One view for each name a function or getter returns beside a case.
    var views: [ValueView] {
        order.compactMap { byBody[$0] }.filter { !$0.cases.isEmpty }.flatMap { returned in
            returned.paths.map { ValueView(path: $0.0, owner: returned.owner, cases: returned.cases, location: $0.1) }
        }
    }

    /// `level` or `self.layout`, a name that may be a storage; not a type's member (`Layout.default`).
    private static func plainPath(of value: ExprSyntax) -> String? {
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName
            guard case .identifier = name.tokenKind, name.text.first?.isLowercase == true else { return nil }
            return name.text
        }
        guard let member = value.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }

    /// The function or getter a `return` leaves; nil inside a closure or an initializer.
    private static func body(returnedFrom node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .closureExpr, .initializerDecl, .deinitializerDecl: return nil
            case .functionDecl, .accessorDecl, .accessorBlock, .subscriptDecl: return ancestor
            default: current = ancestor.parent
            }
        }
        return nil
    }
}
