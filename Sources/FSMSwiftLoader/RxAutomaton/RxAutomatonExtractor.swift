import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads RxAutomaton (inamiy/RxAutomaton) machines: every `Automaton(state: …, input: …, mapping: …)`
/// is one machine, named after the enclosing type and the variable it is stored in. Its Combine
/// successor Harvest builds a `Harvester(state: …, input: …, mapping: .reduce(.first, mappings))`
/// from the same rows, and reads the same.
///
/// Only RxAutomaton (with its ReactiveSwift twin) and Harvest build an `Automaton` or a
/// `Harvester` with a `mapping:` argument.
struct RxAutomatonExtractor: DialectExtractor {
    var dialect: String { "rxautomaton" }
    var markers: [String] { ["Automaton", "Harvester"] }

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
            // `Automaton`, `RxAutomaton.Automaton`, `Harvester`, or a typealias of one (`typealias Machine = Automaton<State, Input>`).
            if let call = node.as(FunctionCallExprSyntax.self), call.arguments.contains(where: { $0.label?.text == "mapping" }),
                let callee = DialectSupport.resolvedCallee(of: call, index: index)?.split(separator: ".").last,
                callee == "Automaton" || callee == "Harvester"
            {
                var reader = RxAutomatonMachineReader(site: call, file: file, index: index, isHarvester: callee == "Harvester")
                result.machines.append(reader.machine(dialect: dialect))
                result.diagnostics += reader.diagnostics
            }
            return .visitChildren
        }
        return result
    }
}
