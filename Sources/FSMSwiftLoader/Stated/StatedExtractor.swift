import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads Stated (jordanhamill/Stated) machines: every `StateMachine(initialState: …, mappings: …)`
/// is one machine, named after the enclosing type and the variable it is stored in.
///
/// No other library builds a `StateMachine` from `initialState:` and `mappings:` together, which is
/// how Stated's code is told apart from SwiftState's `StateMachine(state:)` and Tinder's builder.
struct StatedExtractor: DialectExtractor {
    var dialect: String { "stated" }
    var markers: [String] { ["mappings"] }

    /// Stated tries the mappings of an input in the order they are listed and takes the first whose
    /// from-state is the current one.
    static let semantics = Semantics(guardOverlap: .firstMatchWins)

    /// Stated declares `=>` in `AdditionPrecedence`, beside `|`, both grouping to the left:
    /// `input | from => to | effect` is `((input | from) => to) | effect`.
    static let operators = OperatorFolding([
        "|": InfixOperator(level: OperatorFolding.additionLevel, isLeftAssociative: true),
        "=>": InfixOperator(level: OperatorFolding.additionLevel, isLeftAssociative: true),
    ])

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        guard file.mentions(anyOf: markers) else { return LoadResult() }
        let sites = Self.machineSites(in: file)
        guard !sites.isEmpty else { return LoadResult() }
        let declarations = StatedDeclarations(of: file)
        var result = LoadResult()
        for site in sites {
            var reader = StatedMachineReader(site: site, file: file, index: index, declarations: declarations)
            result.machines.append(reader.machine(dialect: dialect))
            result.diagnostics += reader.diagnostics
        }
        return result
    }

    private static func machineSites(in file: ParsedSwiftFile) -> [FunctionCallExprSyntax] {
        var sites: [FunctionCallExprSyntax] = []
        ActiveSyntax.walk(file.tree) { node in
            if let call = node.as(FunctionCallExprSyntax.self), ExpressionReading.calleeName(of: call) == "StateMachine" {
                let labels = Set(call.arguments.compactMap { $0.label?.text })
                if labels.contains("initialState"), labels.contains("mappings") { sites.append(call) }
            }
            return .visitChildren
        }
        return sites
    }
}

/// Stated's declarations of one file: state slots (`static let loggedIn = LoggedInState.slot`)
/// and inputs (`static let logIn = input()`), grouped by the struct that holds them.
struct StatedDeclarations {
    struct Slot {
        var reference: Reference
        var container: String
        var stateType: String
    }

    private(set) var slots: [Slot] = []
    private(set) var inputs: [(reference: Reference, container: String)] = []

    init(of file: ParsedSwiftFile) {
        ActiveSyntax.walk(file.tree) { node in
            guard let declaration = node.as(VariableDeclSyntax.self) else { return .visitChildren }
            let container = SyntaxScope.typeScope(of: node).last ?? ""
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                    let value = binding.initializer?.value
                else { continue }
                if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "slot",
                    let base = member.base, ExpressionReading.isTypeName(base)
                {
                    slots.append(Slot(reference: file.reference(name.text, at: name), container: container, stateType: base.trimmedText))
                } else if let call = value.as(FunctionCallExprSyntax.self), ExpressionReading.calleeName(of: call) == "input" {
                    inputs.append((file.reference(name.text, at: name), container))
                }
            }
            return .skipChildren
        }
    }

    func slots(in containers: Set<String>) -> [Reference] {
        slots.filter { containers.contains($0.container) }.map(\.reference)
    }

    func inputs(in containers: Set<String>) -> [Reference] {
        inputs.filter { containers.contains($0.container) }.map(\.reference)
    }

    /// The slot whose state type is `stateType`: how `initialState: UninitializedState()` names a state.
    func slot(ofStateType stateType: String) -> Reference? {
        slots.first { $0.stateType == stateType }?.reference
    }
}
