internal import SwiftSyntax

/// What the statements before a move may have left in each path, as the walk up from the move
/// (`MoveContextReader`) meets them: the nearest assignment of a case settles a path (`phase =
/// .saving; await save(); phase = .saved` moves from `saving`), but a loop, a branch or a `do`
/// between them may have assigned other cases, and a pass through a loop's body again, or a jump to
/// `catch`, brings what the rest of the body assigned. Those cases are *pending*: a settled path
/// leaves the assigned case or any pending one, so a write after `for chunk in chunks { status =
/// .progress }` moves from `uploading` and from `progress`.
///
/// A local made fresh by a type's initializer (`var job = Job(id: id)`) holds the value the type
/// starts in (`freshValue`, resolved against the storage's initial states); a local copied from a
/// path (`var copy = job`) holds what that path holds, so the walk goes on under the path's name.
/// A value that is not a case, or code too large to read, leaves a path unsettled, so a move may
/// leave any state: more moves, never fewer.
struct AssignmentFlow {
    /// The case a fresh value's path holds: the storage's initial state, known once the storage is.
    static let freshValue = "(fresh value)"
    /// What is recorded for a value that is not a case (`status = next`).
    static let anyValue = "*"
    /// Beyond this many nodes a statement is not searched for assignments.
    static let nodeBudget = 4_000

    /// The path the move writes, when it goes through a local (`job.status`), as written.
    let written: String?
    /// The same path under the name the statements read so far give it (`job.status` after `var copy = job`).
    private(set) var tracked: [String]?
    private var pending: [String: Set<String>] = [:]
    /// Statements passed over and not yet searched: most walks settle nothing, so they are read
    /// only when something is settled.
    private var unread: [Syntax] = []
    /// A statement was too large to read: no path can be settled any more.
    private var isOpaque = false

    /// The tracked path is one a closure parameter stands for (`ClosureAlias`): its root is outside
    /// every closure around the move.
    private let isAlias: Bool

    /// What the statements passed over assign, kept for the other moves of the file.
    private let memo: EarlierStatement.Memo?

    init(writing path: [String]?, standingFor alias: [String]? = nil, memo: EarlierStatement.Memo? = nil) {
        self.memo = memo
        let throughLocal = path.map { $0.count > 1 } ?? false
        written = throughLocal ? path?.joined(separator: ".") : nil
        tracked = throughLocal ? alias ?? path : nil
        isAlias = throughLocal && alias != nil
    }

    /// The path `path` stands for in the move's context: the written one when it is the tracked path.
    func reported(_ path: String) -> String {
        guard let written, let tracked, path == tracked.joined(separator: ".") else { return path }
        return written
    }

    /// The cases assigned anywhere in `node` join those pending for their paths.
    mutating func passOver(_ node: some SyntaxProtocol) {
        if !isOpaque { unread.append(Syntax(node)) }
    }

    private mutating func readPassedOver() {
        for node in unread where !isOpaque {
            guard let assigned = memo.map({ $0.assignedCases(in: node) }) ?? Self.assignedCases(in: node) else {
                isOpaque = true
                break
            }
            for (path, cases) in assigned { pending[path, default: []].formUnion(cases) }
        }
        unread = []
    }

    /// Leaving a closure: a path through one of its parameters (`transcription in …`, `$0`) names
    /// another value outside it, so no local declared there can say what it holds.
    mutating func leave(closureParameters names: [String]) {
        guard !isAlias, let root = tracked?.first, root.hasPrefix("$") || names.contains(root) else { return }
        tracked = nil
    }

    /// Leaving a closure that runs later (`EventHandlerClosure.runsLater`): the value the tracked
    /// path goes through may have moved by then, so how it was made says nothing of it there.
    mutating func leaveLaterRunningClosure() {
        tracked = nil
    }

    /// What `item` makes of the tracked path's root: a fresh value (then the tracked path settles at
    /// `freshValue`, returned), a copy of another path (followed from now on), or nothing.
    mutating func follow(_ item: CodeBlockItemSyntax) -> String? {
        guard let tracked, let binding = Self.binding(of: tracked[0], in: item), let value = binding.initializer?.value else { return nil }
        if Self.isFresh(value) { return Self.freshValue }
        if let source = MatchedCases.looseComponents(of: value), !source.contains("?") { self.tracked = source + tracked.dropFirst() }
        return nil
    }

    /// The cases a path settled at `name` may hold: `name` and those pending for it (under either
    /// name); nil when it may hold anything.
    mutating func settledCases(_ path: String, at name: String) -> [String]? {
        readPassedOver()
        guard !isOpaque else { return nil }
        var cases: Set<String> = []
        for candidate in Set([path, path == written ? tracked?.joined(separator: ".") : nil].compactMap { $0 }) {
            guard let found = pendingCases(candidate) else { return nil }
            cases.formUnion(found)
        }
        return [name] + cases.subtracting([name]).sorted()
    }

    /// The cases pending for `path`, and a fresh value or any value assigned to a path around it.
    private func pendingCases(_ path: String) -> Set<String>? {
        var cases = pending[path] ?? []
        let components = path.split(separator: ".")
        for length in components.indices.dropFirst() {
            guard let around = pending[components[..<length].joined(separator: ".")] else { continue }
            if around.contains(Self.anyValue) { return nil }
            if around.contains(Self.freshValue) { cases.insert(Self.freshValue) }
        }
        return cases.contains(Self.anyValue) ? nil : cases
    }

    private static func binding(of name: String, in item: CodeBlockItemSyntax) -> PatternBindingSyntax? {
        item.item.as(VariableDeclSyntax.self)?.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    /// `Job(id: id)`: a type's initializer, by the capital its name starts with; or a type's factory
    /// (`Job.init(id:)`, `PairView.make()`, `Banner.loadFromNib()`), by the words such a factory's
    /// name starts with. Any other call on a type (`Session.current()`) may return a value shared
    /// with other code, which holds whatever that code left in it.
    static func isFresh(_ value: ExprSyntax) -> Bool {
        let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression
        if let name = callee?.as(DeclReferenceExprSyntax.self)?.baseName.text { return name.first?.isUppercase == true }
        guard let member = callee?.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        else { return false }
        let name = member.declName.baseName.text
        return name == "init" || factoryWords.contains { name.hasPrefix($0) }
    }

    /// The words a factory's name starts with.
    private static let factoryWords = ["make", "create", "new", "load", "instantiate", "build"]

    /// Every `path = .case` in `node`, by path (`anyValue` for a value that is not a case,
    /// `freshValue` for a type's initializer); a copy assigned back (`job = copy` after `var copy =
    /// job`) brings the cases assigned through the copy. Nil past `nodeBudget` nodes.
    static func assignedCases(in node: Syntax) -> [String: Set<String>]? {
        let finder = AssignmentFinder(budget: nodeBudget)
        finder.walk(node)
        return finder.isOverBudget ? nil : finder.resolved()
    }
}

/// Collects the assignments of `AssignmentFlow.assignedCases`, counting the nodes it visits.
private final class AssignmentFinder: SyntaxAnyVisitor {
    private var remaining: Int
    private(set) var isOverBudget = false
    private var found: [String: Set<String>] = [:]
    /// `var copy = job`: the locals declared as copies of a path, by name.
    private var copiesDeclared: [String: String] = [:]
    /// `job = copy`: paths given the whole value of another.
    private var copiesAssigned: [(to: String, from: String)] = []

    init(budget: Int) {
        remaining = budget
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        remaining -= 1
        guard remaining >= 0 else {
            isOverBudget = true
            return .skipChildren
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            record(sequence)
        } else if let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, let source = MatchedCases.loosePath(of: value)
        {
            copiesDeclared[name] = source
        }
        return .visitChildren
    }

    private func record(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let path = ClosureAlias.components(of: elements[0])?.joined(separator: ".") ?? MatchedCases.loosePath(of: elements[0])
        else { return }
        let value = elements[2]
        if value.is(NilLiteralExprSyntax.self) {
            found[path, default: []].insert("nil")
        } else if let name = MoveCollector.caseName(of: value) {
            found[path, default: []].insert(name)
        } else if AssignmentFlow.isFresh(value) {
            found[path, default: []].insert(AssignmentFlow.freshValue)
        } else if let source = MatchedCases.loosePath(of: value), !source.contains("?") {
            copiesAssigned.append((path, source))
        } else {
            found[path, default: []].insert(AssignmentFlow.anyValue)
        }
    }

    /// The assignments found, a copy assigned back counted as the assignments made through it.
    func resolved() -> [String: Set<String>] {
        var result = found
        for (to, from) in copiesAssigned {
            guard copiesDeclared[from] == to else {
                result[to, default: []].insert(AssignmentFlow.anyValue)
                continue
            }
            for (path, cases) in found where path.hasPrefix(from + ".") {
                result[to + path.dropFirst(from.count), default: []].formUnion(cases)
            }
        }
        return result
    }
}
