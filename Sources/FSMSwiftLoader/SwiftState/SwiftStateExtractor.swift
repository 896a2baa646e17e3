import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads ReactKit SwiftState machines: every `StateMachine<S, E>(state: .x)` (or `Machine<S, E>`,
/// or a typealias of either) is one machine, with the routes added to it in its init closure
/// (`{ machine in machine.addRoute(.a => .b) }`) or later on the variable it is stored in.
///
/// A `state:` first argument tells SwiftState's constructor apart from Stated's
/// `StateMachine(initialState:mappings:)`, Tinder's builder closure and Machinus' configs.
struct SwiftStateExtractor: DialectExtractor {
    var dialect: String { "swiftstate" }
    var markers: [String] { ["addRoute"] }

    /// SwiftState keeps routes in dictionaries and takes whichever matching route it meets first,
    /// in hashing order, so two routes that can both answer an event are a real ambiguity.
    static let semantics = Semantics(guardOverlap: .clash)

    /// SwiftState declares `=>` in `AdditionPrecedence`, grouping to the left: `.a => .b => .c`
    /// is the chain `(.a => .b) => .c`.
    static let operators = OperatorFolding([
        "=>": InfixOperator(level: OperatorFolding.additionLevel, isLeftAssociative: true)
    ])

    private static let containerTypes: Set<String> = ["StateMachine", "Machine"]
    /// How a file creating a machine whose routes are added elsewhere names its type.
    private static let containerWords = ["StateMachine", "Machine<"]

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        var result = LoadResult()
        // Routes are what a SwiftState machine is read for: a file that adds none is walked only
        // when it names the machine's type, whose extensions may add them in other files.
        guard file.mentions(anyOf: markers + Self.containerWords) else { return result }
        ActiveSyntax.walk(file.tree) { node in
            if let call = node.as(FunctionCallExprSyntax.self), Self.isContainer(call, in: file, index: index) {
                var reader = SwiftStateMachineReader(site: call, file: file, index: index)
                result.machines.append(reader.machine(dialect: dialect))
                result.diagnostics += reader.diagnostics
            }
            return .visitChildren
        }
        return result
    }

    private static func isContainer(_ call: FunctionCallExprSyntax, in file: ParsedSwiftFile, index: DeclarationIndex) -> Bool {
        guard call.arguments.first?.label?.text == "state" else { return false }
        let scope = SyntaxScope.typeScope(of: Syntax(call))
        let callee = ExpressionReading.calleeName(of: call).map { index.resolvedTypeName($0, from: scope) }
        // `Machine` is a common name: only SwiftState's, with its state and event types, counts.
        if callee == "StateMachine" || (callee == "Machine" && call.calledExpression.is(GenericSpecializationExprSyntax.self)) { return true }
        guard callee == nil || callee == "Machine" else { return false }
        // `machine = .init(state: .idle)`, `engine = Machine(state: .neutral)`: the variable's
        // declaration says what it is (`let machine: StateMachine<S, E>`).
        guard let declared = index.declaredType(ofVariableAssignedBy: call, in: file) else { return false }
        var type = declared
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        guard let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause?.arguments.count == 2 else { return false }
        return containerTypes.contains(index.resolvedTypeName(named.name.text, from: scope))
    }
}
