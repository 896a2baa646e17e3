internal import SwiftSyntax

/// The methods that may run before a closure handed to one of its type's own methods is called
/// back: that method, and those it calls on its own value in turn (`startAll { … }` calls
/// `startOne`, which moves the state to `downloading` before the completion runs), declared in
/// the same type body. Read only for writes inside such closures, which few files have.
enum OwnCallees {
    /// More methods than a real chain of completions passes through; past it the search stops.
    static let limit = 32

    /// `method` and what it calls of its type's methods, transitively, by name.
    static func reachable(from method: String, around closure: ClosureExprSyntax) -> [String] {
        guard let members = enclosingMembers(of: closure) else { return [method] }
        var functions: [String: [FunctionDeclSyntax]] = [:]
        for member in members {
            if let function = member.decl.as(FunctionDeclSyntax.self) { functions[function.name.text, default: []].append(function) }
        }
        var reached = [method]
        var position = 0
        while position < reached.count, reached.count < limit {
            for function in functions[reached[position]] ?? [] {
                guard let body = function.body else { continue }
                for callee in calledNames(in: body) where functions[callee] != nil && !reached.contains(callee) { reached.append(callee) }
            }
            position += 1
        }
        return reached
    }

    /// The members of the type or extension around `node`.
    static func enclosingMembers(of node: some SyntaxProtocol) -> MemberBlockItemListSyntax? {
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(DeclGroupSyntax.self) { return group.memberBlock.members }
            current = parent.parent
        }
        return nil
    }

    /// The names of the calls in `body` made on the code's own value (`start()`, `self.start()`,
    /// `self?.start()`).
    private static func calledNames(in body: CodeBlockSyntax) -> [String] {
        var names: [String] = []
        ActiveSyntax.walk(body) { node in
            if let call = node.as(FunctionCallExprSyntax.self), let name = EventHandlerClosure.ownMethodName(called: call.calledExpression) {
                names.append(name)
            }
            return .visitChildren
        }
        return names
    }
}
