import FSMDiagnostics
import FSMModel
@_spi(RawSyntax) import SwiftSyntax

/// Reads SwiftFSM (drseg/swift-fsm) machines: every `fsm.buildTable { … }` (or the older
/// `buildTransitions`) is one machine, named after the enclosing type and the FSM variable.
struct SwiftFSMExtractor: DialectExtractor {
    var dialect: String { "swiftfsm" }
    var markers: [String] { Array(Self.tableMethods) }

    /// SwiftFSM's rules: the sentence naming more predicates wins, and a super state's transitions
    /// are replaced only under `overriding { … }`.
    static let semantics = Semantics(guardOverlap: .mostSpecificWins, inheritedOverride: .explicit)

    private static let tableMethods: Set<String> = ["buildTable", "buildTransitions"]

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        let sites = tableSites(in: file)
        guard !sites.isEmpty else { return LoadResult() }
        let vocabulary = SwiftFSMVocabulary(index: index)
        let repeatedNames = Set(Dictionary(grouping: sites, by: \.baseName).filter { $0.value.count > 1 }.keys)
        var result = LoadResult()
        for site in sites {
            let name = repeatedNames.contains(site.baseName) ? site.qualifiedName : site.baseName
            guard let closure = site.closure else {
                result.diagnostics.append(
                    file.unsupportedConstruct(
                        "this table is built from a value, not a closure; it was skipped", at: site.call, machine: name
                    )
                )
                continue
            }
            var reader = SwiftFSMTableReader(file: file, index: index, vocabulary: vocabulary, machineName: name)
            let table = reader.read(SourceNode(closure))
            result.diagnostics += table.diagnostics
            let assembly = SwiftFSMMachineAssembly(site: site, name: name, file: file, index: index)
            result.machines.append(assembly.machine(from: table, dialect: dialect))
        }
        return result
    }

    private func tableSites(in file: ParsedSwiftFile) -> [SwiftFSMTableSite] {
        var sites: [SwiftFSMTableSite] = []
        ActiveSyntax.walk(file.tree, near: file.offsets(of: markers), interest: Self.interest(in:)) { node in
            guard let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                Self.tableMethods.contains(member.declName.baseName.text)
            else { return .visitChildren }
            let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
            sites.append(
                SwiftFSMTableSite(
                    call: call,
                    closure: closure,
                    variable: Self.variableName(of: member.base),
                    scope: SyntaxScope.typeScope(of: node),
                    function: SyntaxScope.functionName(of: node)
                )
            )
            return .skipChildren
        }
        return sites.sorted { $0.call.position < $1.call.position }
    }

    /// Table calls, told apart raw; what is inside one is the table, read by `SwiftFSMTableReader`.
    private static func interest(in node: SourceNode) -> ActiveSyntax.Interest {
        switch node.kind {
        case .functionCallExpr:
            let method = node.child(RawFunctionCallExprSyntax.self, { $0.calledExpression }).flatMap(ExpressionReading.memberName)
            return method.map(tableMethods.contains) == true ? .candidateAlone : .lookInside
        case .token:
            return .skip
        default:
            return .lookInside
        }
    }

    /// `fsm`, `self.fsm` ⟶ `fsm`; anything else is named by its text.
    private static func variableName(of base: ExprSyntax?) -> String {
        guard let base else { return "fsm" }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return ExpressionReading.selfMemberName(of: base) ?? ExpressionReading.text(of: base)
    }
}

/// One `buildTable` call and where it sits.
struct SwiftFSMTableSite {
    var call: FunctionCallExprSyntax
    var closure: ClosureExprSyntax?
    var variable: String
    var scope: TypeScope
    var function: String?

    var baseName: String { (scope + [variable]).joined(separator: ".") }
    /// Used when one file builds several tables on the same variable, as test suites do.
    var qualifiedName: String { (scope + [function].compactMap { $0 } + [variable]).joined(separator: ".") }
}
