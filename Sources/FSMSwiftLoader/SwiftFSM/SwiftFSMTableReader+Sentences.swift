import FSMDiagnostics
import FSMModel
@_spi(RawSyntax) internal import SwiftSyntax

/// Context blocks and sentences: what `when`, `then`, `matching`, `condition`, `actions` and
/// `overriding` say, in a block (given to every sentence inside) or as parts of one sentence
/// (`matching(…) | when(…) | then(…) | action`), and the transitions a sentence makes.
extension SwiftFSMTableReader {
    mutating func readContextBlock(
        _ call: SourceNode, keyword: SwiftFSMKeyword, arguments: [CallArgument], block: SourceNode, owner: Owner, context: Context
    ) {
        if case .table = owner {
            warn("`\(Self.calleeText(call))` blocks belong inside `define` or `SuperState`; it was skipped", at: call)
            return
        }
        var context = context
        switch keyword {
        case .when:
            guard context.events == nil else {
                warn("`when` cannot be nested in another `when`; the block was skipped", at: call)
                return
            }
            let events = readEvents(arguments)
            guard !events.isEmpty else { return }
            context.events = events
        case .then:
            guard context.target == nil else {
                warn("`then` cannot be nested in another `then`; the block was skipped", at: call)
                return
            }
            guard let target = readTarget(arguments) else { return }
            context.target = target
        case .matching:
            guard let predicate = readMatching(call, arguments: arguments) else { return }
            context.predicates.append(predicate)
        case .condition:
            context.conditions += arguments.map { ExpressionReading.text(of: $0.expression) }
        case .actions:
            context.actions += arguments.flatMap { ActionReading.references(in: $0.expression, file: file) }
        case .overriding:
            context.isOverride = true
        case .define, .superState:
            return
        }
        push(block, owner: owner, context: context)
    }

    /// `[matching(…) |] [condition(…) |] when(…) | then(…) [| actions]`, with the parts the
    /// enclosing blocks give left out. Parts are recognised by role, not position.
    mutating func readSentence(_ elements: [SourceNode], owner: Owner, context: Context) {
        guard let first = elements.first else { return }
        let owners: [String]
        switch owner {
        case .table:
            warn("`\(Self.summary(of: first))` must be inside `define` or `SuperState`; it was skipped", at: first)
            return
        case .states(let names): owners = names
        case .superState(let name): owners = [name]
        }
        guard let segments = OperatorSequence.split(elements, at: "|") else {
            warn("`\(Self.summary(of: first))` is not a SwiftFSM sentence; it was skipped", at: first)
            return
        }
        guard let parts = readParts(segments, context: context) else { return }
        if parts.events != nil, context.events != nil {
            warn("`when` inside a `when` block does not compile in SwiftFSM; the sentence was skipped", at: first)
            return
        }
        if parts.target != nil, context.target != nil {
            warn("`then` inside a `then` block does not compile in SwiftFSM; the sentence was skipped", at: first)
            return
        }
        guard let events = parts.events ?? context.events else {
            warn("this sentence has no `when`; it was skipped", at: first, hint: "SwiftFSM sentences read `when(.event) | then(.state)`")
            return
        }
        guard let target = parts.target ?? context.target else {
            warn("this sentence has no `then`; it was skipped", at: first, hint: "write `then()` to stay in the current state")
            return
        }
        addTransitions(of: parts.context, events: events, target: target, to: owners, at: file.location(of: first))
    }

    /// What a sentence says: its enclosing blocks' context with its own predicates, conditions and
    /// actions added, and its own `when` and `then`, kept apart to tell them from the blocks'.
    private struct SentenceParts {
        var context: Context
        var events: [Reference]?
        var target: TargetClause?
    }

    /// The parts of a sentence split at `|`; nil when one cannot be read (already reported).
    private mutating func readParts(_ segments: [ArraySlice<SourceNode>], context: Context) -> SentenceParts? {
        var parts = SentenceParts(context: context)
        for segment in segments {
            guard segment.count == 1, let call = segment.first, call.kind == .functionCallExpr, let keyword = vocabulary.keyword(of: call) else {
                // Anything that is not a keyword call is an action, `a & b` being several.
                for operand in segment where operand.kind != .binaryOperatorExpr {
                    parts.context.actions += ActionReading.references(in: operand, file: file)
                }
                continue
            }
            let arguments = CallArgument.all(of: call)
            switch keyword {
            case .when:
                let events = readEvents(arguments)
                guard !events.isEmpty else { return nil }
                parts.events = events
            case .then:
                guard let target = readTarget(arguments) else { return nil }
                parts.target = target
            case .matching:
                guard let predicate = readMatching(call, arguments: arguments) else { return nil }
                parts.context.predicates.append(predicate)
            case .condition:
                parts.context.conditions += arguments.map { ExpressionReading.text(of: $0.expression) }
                if let closure = call.child(RawFunctionCallExprSyntax.self, { $0.trailingClosure }) {
                    parts.context.conditions.append(ExpressionReading.text(of: closure))
                }
            case .actions:
                parts.context.actions += arguments.flatMap { ActionReading.references(in: $0.expression, file: file) }
            case .define, .superState, .overriding:
                warn("`\(Self.calleeText(call))` cannot be part of a sentence; the sentence was skipped", at: call)
                return nil
            }
        }
        return parts
    }

    /// One transition per event and owning state; a computed target makes one per state it may pick.
    private mutating func addTransitions(
        of sentence: Context, events: [Reference], target: TargetClause, to owners: [String], at location: SourceLocation
    ) {
        let guardClause = Guard(predicate: Self.conjunction(sentence.predicates), conditions: sentence.conditions)
        func make(_ event: Reference, _ target: Reference?, _ computedTarget: String?, _ isDynamic: Bool) -> Transition {
            Transition(
                event: event, guard: guardClause, target: target, actions: sentence.actions, location: location,
                isOverride: sentence.isOverride, isDynamic: isDynamic, computedTarget: computedTarget
            )
        }
        for event in events {
            for state in owners {
                switch target {
                case .stay: table.add(make(event, nil, nil, false), to: state)
                case .state(let reference): table.add(make(event, reference, nil, false), to: state)
                case .computed(let computed): computed.outcomes { make(event, $0, $1, $2) }.forEach { table.add($0, to: state) }
                }
            }
        }
    }

    /// `when(.coin)`, `when(.coin, or: .pass)`: one event each; variables are reported, not guessed.
    private mutating func readEvents(_ arguments: [CallArgument]) -> [Reference] {
        var events: [Reference] = []
        for argument in arguments where argument.label == nil || argument.label == "or" {
            let expression = argument.expression
            if ExpressionReading.isPlaceholder(expression) {
                warn("`...` is a documentation placeholder, not an event; it was ignored", at: expression)
            } else if let name = literals.valueName(of: expression) {
                events.append(file.reference(name, at: expression))
            } else {
                hide(
                    "event `\(ExpressionReading.text(of: expression))` is a variable or parameter; its transitions were skipped",
                    at: expression, hint: "write the event as a literal such as `.coin` to have it checked"
                )
            }
        }
        return events
    }

    private mutating func readTarget(_ arguments: [CallArgument]) -> TargetClause? {
        guard let expression = arguments.first(where: { $0.label == nil })?.expression else { return .stay }
        guard let name = literals.valueName(of: expression) else {
            if let typed = file.syntax(of: expression)?.as(ExprSyntax.self) {
                return .computed(
                    ComputedTarget(typed, in: file, index: index) { value, file in
                        literals.valueName(of: SourceNode(value)).map { file.reference($0, at: value) }
                    })
            }
            hide(
                "state `\(ExpressionReading.text(of: expression))` is held in a variable; this transition was skipped",
                at: expression, hint: "write the state as a literal such as `.locked` to have it checked"
            )
            return nil
        }
        return .state(file.reference(name, at: expression))
    }

    /// `matching(A.x, or: A.y, and: B.x, C.x)` ⟶ `and(or(A.x, A.y), B.x, C.x)`.
    private mutating func readMatching(_ call: SourceNode, arguments: [CallArgument]) -> PredicateExpression? {
        var alternatives: [PredicateExpression] = []
        var conjuncts: [PredicateExpression] = []
        var readingConjuncts = false
        for argument in arguments {
            switch argument.label {
            case "or": readingConjuncts = false
            case "and": readingConjuncts = true
            case nil: break
            default: continue
            }
            guard let atom = readAtom(argument.expression) else { return nil }
            if readingConjuncts { conjuncts.append(.atom(atom)) } else { alternatives.append(.atom(atom)) }
        }
        let parts = (alternatives.count > 1 ? [.or(alternatives)] : alternatives) + conjuncts
        guard !parts.isEmpty else {
            warn("`matching` names no predicate; the block was skipped", at: call)
            return nil
        }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    /// `Enforcement.weak`, or `.weak` when exactly one `Predicate` enum has that case.
    private mutating func readAtom(_ expression: SourceNode) -> PredicateAtom? {
        let location = file.location(of: expression)
        if let (type, member) = ExpressionReading.typeAndMember(of: expression) {
            return PredicateAtom(type: type, value: member, location: location)
        }
        if let value = ExpressionReading.memberName(expression), expression.child(RawMemberAccessExprSyntax.self, { $0.base }) == nil {
            let owners = index.enums(conformingTo: "Predicate").filter { $0.cases.contains { $0.name == value } }
            if owners.count == 1, let owner = owners.first {
                return PredicateAtom(type: owner.name, value: value, location: location)
            }
        }
        hide(
            "predicate `\(ExpressionReading.text(of: expression))` cannot be resolved to a `Predicate` enum case; the sentence was skipped",
            at: expression, hint: "write predicates as `Type.case`, e.g. `Enforcement.weak`"
        )
        return nil
    }

    /// Nested `matching` blocks AND together; nested conjunctions are flattened.
    private static func conjunction(_ predicates: [PredicateExpression]) -> PredicateExpression? {
        let parts = predicates.flatMap { predicate -> [PredicateExpression] in
            if case .and(let inner) = predicate { return inner }
            return [predicate]
        }
        return parts.count <= 1 ? parts.first : .and(parts)
    }

    /// One argument of a call: its label (`or` in `when(.a, or: .b)`) and its expression.
    struct CallArgument {
        var label: String?
        var expression: SourceNode

        /// The arguments in parentheses, not the trailing closure.
        static func all(of call: SourceNode) -> [CallArgument] {
            guard let list = call.child(RawFunctionCallExprSyntax.self, { $0.arguments }) else { return [] }
            return list.children.compactMap { argument in
                argument.child(RawLabeledExprSyntax.self, { $0.expression }).map { expression in
                    CallArgument(label: argument.child(RawLabeledExprSyntax.self, { $0.label })?.text, expression: expression)
                }
            }
        }
    }
}
