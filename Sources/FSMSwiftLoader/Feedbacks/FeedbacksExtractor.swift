import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads CombineCommunity Feedbacks machines: a `System { InitialState { … } Transitions { … } }`
/// (or `UISystem`) is one machine, and so is a `Transitions { … }` written on its own; each is named
/// after the enclosing type and variable.
///
/// States and events are types, so a state is named by its type (the last component of
/// `Feature.States.Loading`), never by a value. `From(AnyState.self)` becomes an abstract super
/// state every state adopts, whose transitions apply only where the state has none of its own for
/// that event: Feedbacks' priority of specific over wildcard. `AnyEvent` is an event of that name,
/// listed after a state's specific events.
struct FeedbacksExtractor: DialectExtractor {
    var dialect: String { "feedbacks" }
    var markers: [String] { ["Transitions"] }

    /// Feedbacks takes the first matching transition, and a wildcard state's only where the state
    /// itself has none for the event.
    static let semantics = Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit)

    static let anyState = "AnyState"
    static let anyEvent = "AnyEvent"

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        guard file.mentions(anyOf: markers) else { return LoadResult() }
        var result = LoadResult()
        ActiveSyntax.walk(file.tree) { node in
            if let property = node.as(VariableDeclSyntax.self), let body = Self.systemBuilderBody(of: property) {
                let name = (SyntaxScope.typeScope(of: node) + [property.bindings.first?.pattern.trimmedText ?? "system"]).joined(
                    separator: ".")
                var reader = FeedbacksReader(file: file, index: index, machineName: name)
                reader.readSystem(body)
                result.diagnostics += reader.diagnostics
                result.machines.append(reader.machine(at: property.bindings, dialect: dialect))
                return .skipChildren
            }
            guard let call = node.as(FunctionCallExprSyntax.self), let callee = Self.feedbacksName(of: call, index: index) else {
                return .visitChildren
            }
            switch callee {
            case "System", "UISystem":
                guard let body = call.trailingClosure, Self.containsTransitions(body.statements) else { return .visitChildren }
                let name = DialectSupport.machineName(of: call, fallback: "system")
                var reader = FeedbacksReader(file: file, index: index, machineName: name)
                reader.readSystem(body.statements)
                result.diagnostics += reader.diagnostics
                result.machines.append(reader.machine(at: call, dialect: dialect))
            case "Transitions":
                guard let body = call.trailingClosure else { return .visitChildren }
                let name = DialectSupport.machineName(of: call, fallback: "transitions")
                var reader = FeedbacksReader(file: file, index: index, machineName: name)
                reader.readTransitions(body, disabledWhen: Self.disableConditions(around: call))
                reader.markStandalone(at: call)
                result.diagnostics += reader.diagnostics
                result.machines.append(reader.machine(at: call, dialect: dialect))
            default:
                return .visitChildren
            }
            return .skipChildren
        }
        return result
    }

    /// `System`, `Transitions`, …, also written `Feedbacks.System` or through a typealias in any file.
    private static func feedbacksName(of call: FunctionCallExprSyntax, index: DeclarationIndex) -> String? {
        guard let callee = DialectSupport.resolvedCallee(of: call, index: index) else { return nil }
        return callee.hasPrefix("Feedbacks.") ? String(callee.dropFirst("Feedbacks.".count)) : callee
    }

    /// The getter of `@SystemBuilder var system: System { InitialState { … } Transitions { … } }`,
    /// which declares a system as a `System { … }` closure does.
    private static func systemBuilderBody(of property: VariableDeclSyntax) -> CodeBlockItemListSyntax? {
        let isSystemBuilder = property.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasSuffix("SystemBuilder") == true
        }
        guard isSystemBuilder, property.bindings.count == 1, case .getter(let body)? = property.bindings.first?.accessorBlock?.accessors,
            containsTransitions(body)
        else { return nil }
        return body
    }

    private static func containsTransitions(_ body: CodeBlockItemListSyntax) -> Bool {
        DialectSupport.builderStatements(of: body).contains { entry in
            entry.expression.flatMap(FeedbacksReader.chain(of:))?.root == "Transitions"
        }
    }

    /// `.disable { … }` chained after a standalone `Transitions { … }`.
    private static func disableConditions(around call: FunctionCallExprSyntax) -> [String] {
        var conditions: [String] = []
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "disable", let closure = modifier.trailingClosure {
                conditions.append(FeedbacksReader.disableCondition(closure))
            }
            current = Syntax(modifier)
        }
        return conditions
    }
}
