import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads the cases of a reducer's `switch (self, event)` into transitions, keyed by the qualified
/// name of the state they leave.
struct ReducerSwitchReader {
    /// A reducer enum as placed in the machine: its states are named `prefix` + case.
    struct Scope {
        /// `parent.` for a nested reducer's states, empty at the top.
        var prefix: String
        var reducer: ReducerDeclaration
    }

    let file: ParsedSwiftFile
    let index: DeclarationIndex
    let reducer: ReducerDeclaration
    let prefix: String
    /// The reducers this one is nested in, nearest first: a sub-state that assigns a case only its
    /// parent has (`self = .home` in a sub-reducer, as work-in-progress code does) means the parent's state.
    let outer: [Scope]
    let reducers: [String: ReducerDeclaration]
    let machineName: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: ParsedSwiftFile, index: DeclarationIndex, scope: Scope, outer: [Scope], reducers: [String: ReducerDeclaration], machineName: String) {
        self.file = file
        self.index = index
        self.reducer = scope.reducer
        self.prefix = scope.prefix
        self.outer = outer
        self.reducers = reducers
        self.machineName = machineName
    }

    /// Every `case (state, event) [where …]:` item, in source order; `default:` adds nothing, as it
    /// changes no state unless it assigns one, which a static reader cannot attribute to a state.
    mutating func transitions(of eventSwitch: SwitchExprSyntax) -> [(state: String, transition: Transition)] {
        var result: [(String, Transition)] = []
        for element in eventSwitch.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else {
                warn("an `#if` between the cases of a reducer's `switch` is not read; its cases were skipped", at: element)
                continue
            }
            guard case .case(let label) = switchCase.label else {
                if !assignments(in: switchCase).isEmpty {
                    warn("`default:` assigns `self`; which states it leaves is not known statically, so it was skipped", at: switchCase)
                }
                continue
            }
            let outcomes = outcomes(of: switchCase)
            let delegates = Self.delegates(switchCase)
            for item in label.caseItems {
                result += transitions(of: item, outcomes: outcomes, delegates: delegates)
            }
        }
        return result
    }

    private struct Outcome {
        var target: Reference?
        var isDynamic: Bool
        var computedTarget: String?
    }

    private mutating func transitions(of item: SwitchCaseItemSyntax, outcomes: [Outcome], delegates: Bool) -> [(String, Transition)] {
        guard let tuple = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self), tuple.elements.count == 2,
            let statePattern = tuple.elements.first?.expression, let eventPattern = tuple.elements.last?.expression
        else {
            warn("case `\(ExpressionReading.text(of: item.pattern))` is not a `(state, event)` pattern; it was skipped", at: item)
            return []
        }
        let states: [String]
        if Self.isWildcard(statePattern) {
            states = reducer.cases.map { prefix + $0.name.text }
        } else if let name = ExpressionReading.valueName(of: statePattern) {
            states = [prefix + name]
        } else {
            warn("state pattern `\(ExpressionReading.text(of: statePattern))` is not a case of `\(reducer.name)`; it was skipped", at: statePattern)
            return []
        }
        let events: [Reference]
        if Self.isWildcard(eventPattern) {
            // `(.recording(let sub), _)` that forwards to the sub-reducer is the nesting itself.
            if delegates { return [] }
            guard let declared = reducer.eventCases else {
                warn("`_` matches every event, but `\(reducer.name)` declares no `Event` enum here; the case was skipped", at: eventPattern)
                return []
            }
            events = declared.map { file.reference($0.text, at: eventPattern) }
        } else if let name = ExpressionReading.valueName(of: eventPattern) {
            events = [file.reference(name, at: eventPattern)]
        } else {
            warn("event pattern `\(ExpressionReading.text(of: eventPattern))` is not an event case; it was skipped", at: eventPattern)
            return []
        }
        let condition = item.whereClause.map { [ExpressionReading.text(of: $0.condition)] } ?? []
        var result: [(String, Transition)] = []
        for state in states {
            for event in events {
                for outcome in outcomes {
                    let transition = Transition(
                        event: event, guard: Guard(conditions: condition), target: outcome.target,
                        location: file.location(of: item), isDynamic: outcome.isDynamic, computedTarget: outcome.computedTarget
                    )
                    result.append((state, transition))
                }
            }
        }
        return result
    }

    /// What a case body does to `self`: nothing (the state stays), one assignment, or several
    /// assignments or ones under `if`, each then a dynamic edge. A state computed at run time gives
    /// the states it can be, or a transition that may go to any state (`ComputedTarget`).
    private func outcomes(of switchCase: SwitchCaseSyntax) -> [Outcome] {
        let assigned = assignments(in: switchCase)
        guard !assigned.isEmpty else { return [Outcome(target: nil, isDynamic: false)] }
        let topLevel = Set(switchCase.statements.map(\.id))
        let isDynamic = assigned.count > 1 || assigned.contains { sequence in sequence.parent.map { !topLevel.contains($0.id) } ?? true }
        return assigned.flatMap { sequence -> [Outcome] in
            // `self = a ?? b` and `self = c ? a : b` stay one flat sequence after the `=`.
            let assigned = Array(sequence.elements.dropFirst(2))
            if assigned.count == 1, let value = assigned.first, let target = target(of: value) {
                return [Outcome(target: target, isDynamic: isDynamic)]
            }
            let split = assigned.count == 1 ? (values: assigned, isComplete: true) : DialectSupport.operandBranches(of: assigned)
            let text = assigned.map { ExpressionReading.text(of: $0) }.joined(separator: " ")
            var computed = ComputedTarget(values: split.values, text: text, in: file, index: index) { value, file in
                target(of: value).map { file.reference($0.name, at: value) }
            }
            // A value with no node of its own (`self = c ? .a : next + 1`) may be any state.
            if !split.isComplete { computed.isOpen = true }
            return computed.outcomes { Outcome(target: $0, isDynamic: isDynamic || $2, computedTarget: $1) }
        }
    }

    /// `.b` ⟶ `b`; `.recording(.paused)` ⟶ `recording.paused` when `recording` holds a nested reducer
    /// and the payload is one of its cases, else `recording` (entering its initial state). `nil` for
    /// a value computed at run time, and for a name that is no case of the reducers in scope but a
    /// call (`.make(sensor)`) or a static member the enum declares (`.fallback`): only a declared
    /// case is a state, while a plain unknown name stays a target, which `undefined-state` reports.
    private func target(of value: ExprSyntax) -> Reference? {
        guard let name = ExpressionReading.valueName(of: value) else { return nil }
        let hasCase = { (scope: Scope) in scope.reducer.cases.contains { $0.name.text == name } }
        let own = Scope(prefix: prefix, reducer: reducer)
        if !hasCase(own), !outer.contains(where: hasCase), value.is(FunctionCallExprSyntax.self) || reducer.staticMembers.contains(name) {
            return nil
        }
        let owner = hasCase(own) ? own : outer.first(where: hasCase) ?? own
        var qualified = owner.prefix + name
        if let call = value.as(FunctionCallExprSyntax.self), let payload = call.arguments.first?.expression,
            let payloadType = owner.reducer.cases.first(where: { $0.name.text == name })?.payloadType, let sub = reducers[payloadType], sub.isEnum,
            payloadType != owner.reducer.name, let child = ExpressionReading.valueName(of: payload),
            sub.cases.contains(where: { $0.name.text == child })
        {
            qualified += "." + child
        }
        return file.reference(qualified, at: value)
    }

    /// The `self = …` statements of a case, outside nested closures and functions.
    private func assignments(in switchCase: SwitchCaseSyntax) -> [SequenceExprSyntax] {
        var found: [SequenceExprSyntax] = []
        ActiveSyntax.walk(switchCase.statements) { node in
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return .skipChildren }
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                    elements[0].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                {
                    found.append(sequence)
                }
            }
            return .visitChildren
        }
        return found
    }

    /// A case body that calls a sub-reducer's handler forwards the event to it.
    private static func delegates(_ switchCase: SwitchCaseSyntax) -> Bool {
        var forwards = false
        ActiveSyntax.walk(switchCase.statements) { node in
            if let call = node.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                ReducerDeclaration.handlerNames.contains(name)
            {
                forwards = true
            }
            return forwards ? .skipChildren : .visitChildren
        }
        return forwards
    }

    private static func isWildcard(_ pattern: ExprSyntax) -> Bool {
        pattern.is(DiscardAssignmentExprSyntax.self) || pattern.is(PatternExprSyntax.self)
    }

    private mutating func warn(_ message: String, at node: some SyntaxProtocol) {
        diagnostics.append(file.unsupportedConstruct(message, at: node, machine: machineName))
    }
}
