import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads RxAutomaton (inamiy/RxAutomaton) machines: every `Automaton(state: …, input: …, mapping: …)`
/// is one machine, named after the enclosing type and the variable it is stored in.
///
/// Only RxAutomaton (and its ReactiveSwift twin, which reads the same) builds an `Automaton` with
/// a `mapping:` argument.
struct RxAutomatonExtractor: DialectExtractor {
    var dialect: String { "rxautomaton" }
    var markers: [String] { ["Automaton"] }

    /// `reduce(mappings)` tries the mappings in order and takes the first that answers; a function
    /// mapping is a `switch`, whose first matching case wins too.
    static let semantics = Semantics(guardOverlap: .firstMatchWins)

    /// RxAutomaton declares `=>` in its own `TransitionPrecedence`, above `AdditionPrecedence`, so
    /// `input | from => to | effect` is `(input | (from => to)) | effect`.
    static let operators = OperatorFolding([
        "|": InfixOperator(level: OperatorFolding.additionLevel, isLeftAssociative: true),
        "=>": InfixOperator(level: OperatorFolding.additionLevel + 10, isLeftAssociative: true),
    ])

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        var result = LoadResult()
        guard file.mentions(anyOf: markers) else { return result }
        ActiveSyntax.walk(file.tree) { node in
            // `Automaton`, `RxAutomaton.Automaton`, or a typealias of it (`typealias Machine = Automaton<State, Input>`).
            if let call = node.as(FunctionCallExprSyntax.self), call.arguments.contains(where: { $0.label?.text == "mapping" }),
                DialectSupport.resolvedCallee(of: call, index: index)?.split(separator: ".").last == "Automaton"
            {
                var reader = RxAutomatonMachineReader(site: call, file: file, index: index)
                result.machines.append(reader.machine(dialect: dialect))
                result.diagnostics += reader.diagnostics
            }
            return .visitChildren
        }
        return result
    }
}
