import FSMDiagnostics
import FSMModel
@_spi(RawSyntax) internal import SwiftSyntax

/// Reads SwiftFSM (drseg/swift-fsm) machines: every `fsm.buildTable { … }` (or the older
/// `buildTransitions`) is one machine, named after the enclosing type and the FSM variable; so is
/// every call of a table wrapper (`table { … }`, see `SwiftFSMTableWrapper`), and the `define`
/// statements written at the top level of a script, playground page or snippet, read together.
struct SwiftFSMExtractor: DialectExtractor {
    var dialect: String { "swiftfsm" }
    var markers: [String] { Array(Self.tableMethods) + ["define"] }

    /// SwiftFSM's rules: the sentence naming more predicates wins, and a super state's transitions
    /// are replaced only under `overriding { … }`.
    static let semantics = Semantics(guardOverlap: .mostSpecificWins, inheritedOverride: .explicit)

    private static let tableMethods = SwiftFSMTableWrapper.tableMethods

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        let vocabulary = SwiftFSMVocabulary(index: index)
        var sites = tableSites(in: file, index: index)
        if let loose = SwiftFSMTableSite.loose(in: file, vocabulary: vocabulary) { sites.append(loose) }
        guard !sites.isEmpty else { return LoadResult() }
        let repeatedNames = Set(Dictionary(grouping: sites, by: \.baseName).filter { $0.value.count > 1 }.keys)
        var result = LoadResult()
        for site in sites {
            let name = repeatedNames.contains(site.baseName) ? site.qualifiedName : site.baseName
            let statements: [SourceNode]
            switch site.body {
            case .closure(let closure?):
                statements = SourceNode(closure).child(RawClosureExprSyntax.self, { $0.statements }).map(ActiveSyntax.statements(of:)) ?? []
            case .closure(nil):
                result.diagnostics.append(
                    file.unsupportedConstruct("this table is built from a value, not a closure; it was skipped", at: site.call, machine: name)
                )
                continue
            case .statements(let loose):
                statements = loose
            }
            let chain = index.classChain(from: site.scope)
            let literals = LiteralResolver(index: index, chain: chain, function: site.function, hidden: LiteralResolver.parameters(around: site.call))
            var reader = SwiftFSMTableReader(file: file, index: index, vocabulary: vocabulary, literals: literals, machineName: name)
            let table = reader.read(statements)
            result.diagnostics += table.diagnostics
            let assembly = SwiftFSMMachineAssembly(site: site, name: name, file: file, index: index, chain: chain)
            let (machine, problems) = assembly.machine(from: table, dialect: dialect)
            result.machines.append(machine)
            result.diagnostics += problems
        }
        return result
    }

    private func tableSites(in file: ParsedSwiftFile, index: DeclarationIndex) -> [SwiftFSMTableSite] {
        let wrapperNames = index.tableWrapperNames
        var sites: [SwiftFSMTableSite] = []
        let hints = file.offsets(of: Array(Self.tableMethods) + wrapperNames.sorted())
        // No word of a table: nothing to walk, and a tree let go is not parsed again for nothing.
        guard !hints.isEmpty else { return [] }
        ActiveSyntax.walk(file.tree, near: hints, interest: { Self.interest(in: $0, wrapperNames: wrapperNames) }) { node in
            guard let call = node.as(FunctionCallExprSyntax.self), let site = SwiftFSMTableSite(call: call, index: index) else {
                return .visitChildren
            }
            sites.append(site)
            return .skipChildren
        }
        return sites.sorted { $0.call.position < $1.call.position }
    }

    /// Table calls and wrapper calls, told apart raw; what is inside one is the table, read by `SwiftFSMTableReader`.
    private static func interest(in node: SourceNode, wrapperNames: Set<String>) -> ActiveSyntax.Interest {
        switch node.kind {
        case .functionCallExpr:
            guard let callee = node.child(RawFunctionCallExprSyntax.self, { $0.calledExpression }),
                let method = ExpressionReading.memberName(callee) ?? ExpressionReading.declaredName(callee)
            else { return .lookInside }
            return tableMethods.contains(method) || wrapperNames.contains(method) ? .candidateAlone : .lookInside
        case .token:
            return .skip
        default:
            return .lookInside
        }
    }
}
