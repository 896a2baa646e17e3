import FSMModel
internal import SwiftSyntax

/// Turns a storage and its moves into a machine: the cases of its enum are the states, each move a
/// transition from the states the code around it allows (any state, when nothing is matched) on
/// the event it matched (the method it is written in, when it matched none).
struct HandWrittenAssembly {
    let storage: Storage
    let index: DeclarationIndex
    let dialect: String

    /// A `switch` and the statements in order take the first branch that matches.
    static let semantics = Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit)

    /// `nil` unless some move depends on the current state: a view model that sets `load = .loading`
    /// without ever looking at `load` stores a value, it does not run a machine.
    func machine() -> Machine? {
        // A setter from a parameter no call of which is seen (`func select(sort:) { self.sort = sort }`)
        // makes no machine alone: some move must name a case.
        // A move through a value whose type is not followed (`object.sync = .stale` with `object: O`,
        // `O: Syncable`) may be another type's: alone, it makes no machine of every such type.
        guard storage.moves.contains(where: { !Self.onlyPassesParameters($0) }),
            storage.isMatched
                || storage.moves.contains(where: { Self.dependsOnState($0) && !$0.isThroughUnknownValue && !Self.fillsInAValueBeingMade($0) })
                || storage.moves.contains(where: isMovedByATransitionMethod),
            !StorageFinder.holdsItsStartAlone(storage)
        else { return nil }
        var semantics = Self.semantics
        semantics.cancelledByInvoker = storage.mayStopInAnyState
        var machine = Machine(name: storage.name, location: storage.location, semantics: semantics, dialect: dialect)
        let names = stateNames
        let properties = testedProperties()
        let made = storage.moves.flatMap { transitions(of: $0, among: names, properties: properties) }
        // Set once (`guard style == nil else { return }; style = next`): configured, not moved; and
        // a value whose every move keeps its case (`func relocated(to:) -> Self`) is transformed, not
        // moved; one whose every move is computed (`scale = prefs.scale`) is copied, not moved.
        guard !storage.isOptional || made.contains(where: { $0.0 != "nil" }),
            made.contains(where: { source, transition in transition.target.map { $0.name != source } ?? false })
        else { return nil }
        // A case a move goes to is this machine's, however it was narrowed (a getter's `return .byDate`).
        let named = namedStates().union(made.compactMap { $0.1.target?.name })
        let takenElsewhere = storage.takenElsewhere
        for declared in storage.stateType.cases
        where !storage.shownInstead.contains(declared.name) && (named.contains(declared.name) || !takenElsewhere.contains(declared.name)) {
            machine.addState(State(name: declared.name, location: declared.location))
        }
        if storage.isOptional, machine.id(named: "nil") == nil { machine.addState(State(name: "nil", location: storage.location)) }
        var seen: Set<TransitionKey> = []
        for (source, transition) in made {
            guard let id = machine.id(named: source), seen.insert(TransitionKey(source, transition)).inserted else { continue }
            machine.update(id) { $0.transitions.append(transition) }
        }
        machine.markFinal(storage.mayStopInAnyState ? Set(names) : storage.stateType.finalCases.union(namedFinal()))
        // A start that is no case (a static alias, a value of another type) is one not seen, never
        // an undefined state made up by the reader.
        let candidates = storage.initialCandidates.map { Reference(stateName($0.name), at: $0.location) }.filter { names.contains($0.name) }
        if let first = candidates.first, candidates.count == storage.initialCandidates.count, storage.initialUnseen == nil {
            machine.initial = first
            machine.otherInitialTargets = Array(candidates.dropFirst())
        } else if let unseen = storage.initialUnseen
            ?? storage.initialCandidates.first(where: { !names.contains(stateName($0.name)) })
            .map({ ("it starts in `\($0.name)`, which is no case", $0.location) })
        {
            machine.markInitialStateUnseen(reason: unseen.reason, at: unseen.location)
        }
        if let hidden = storage.hiddenWriters.first {
            machine.unseen.append(Unseen(.transitions(from: nil), reason: hidden.reason, at: hidden.location, isReportedByLoader: false))
        }
        return machine
    }

    /// `none` is the enum's own case when it has one, else an optional's `nil`; `allCases.first`
    /// is the first case the enum declares.
    private func stateName(_ written: String) -> String {
        if written == MoveCollector.firstDeclaredCase { return storage.stateType.cases.first?.name ?? written }
        return written == "none" && storage.isOptional && !storage.stateType.cases.contains { $0.name == "none" } ? "nil" : written
    }

    /// The states cases written before a move name: a fresh value (`var job = Job(id: id)`) holds
    /// the storage's initial state; nil when that is not known (then the move may leave any state).
    private func resolved(_ cases: [String]) -> [String]? {
        guard cases.contains(AssignmentFlow.freshValue) else { return cases.map(stateName) }
        guard !storage.initialCandidates.isEmpty else { return nil }
        return cases.flatMap { $0 == AssignmentFlow.freshValue ? storage.initialCandidates.map(\.name) : [stateName($0)] }
    }

    private var stateNames: [String] {
        storage.stateType.cases.map(\.name) + (storage.isOptional ? ["nil"] : [])
    }

    private static func onlyPassesParameters(_ move: Storage.Move) -> Bool {
        move.targets.allSatisfy { if case .parameter = $0 { true } else { false } }
    }

    /// `var row = Row(…)` … `if row.body == nil { row.body = .plain(text) }` in code that runs
    /// once: a test of a value its function is making, which fills it in before handing it on,
    /// not a move of a machine. Only code that runs again (a loop, a closure) sees a value it left.
    static func fillsInAValueBeingMade(_ move: Storage.Move) -> Bool {
        guard let root = move.storagePath.split(separator: ".").first.map(String.init), root != move.storagePath,
            !move.write.context.carriedLocals.contains(root)
        else { return false }
        return move.write.context.alternatives.allSatisfy { alternative in
            alternative.contains { $0.path == move.storagePath && $0.isAssigned && $0.cases.names.contains(AssignmentFlow.freshValue) }
        }
    }

    /// `switch field { case .moment: field = .moment(date) … }`: every way into the move matched the
    /// one case it writes again, with new data; it refreshes the payload, it does not move the value.
    static func keepsTheCaseItMatched(_ move: Storage.Move) -> Bool {
        guard move.targets.count == 1, case .state(let name, _)? = move.targets.first else { return false }
        return move.write.context.alternatives.allSatisfy { alternative in
            alternative.contains { $0.path == move.storagePath && !$0.isAssigned && $0.cases == .only([name]) }
        }
    }

    /// Putting back the case just matched with a new payload (`guard case .detail = route; route =
    /// .detail(count)`) refreshes a value; it is no move that depends on the state.
    static func dependsOnState(_ move: Storage.Move) -> Bool {
        let targets = move.targets.compactMap { target -> String? in if case .state(let name, _) = target { name } else { nil } }
        return move.write.context.alternatives.contains { alternative in
            alternative.contains { condition in
                guard condition.path == move.storagePath, !condition.isAssigned else { return false }
                if case .only(let matched) = condition.cases, !targets.isEmpty, targets.count == move.targets.count,
                    Set(targets).isSubset(of: matched)
                {
                    return false
                }
                return true
            }
        }
    }

    /// The cases this storage's code names: where its moves go, what they test, and what they copy.
    private func namedStates() -> Set<String> {
        var named = Set(storage.initialCandidates.map { stateName($0.name) })
        for move in storage.moves {
            for case .state(let name, _) in move.targets { named.insert(stateName(name)) }
            for alternative in move.write.context.alternatives {
                for condition in alternative where condition.path == move.storagePath { named.formUnion(condition.cases.names.map(stateName)) }
                // `case .error: state = next`: a case copied from another value of the enum.
                for target in move.targets { named.formUnion(Self.matchedCases(of: target, in: alternative)?.0.map(stateName) ?? []) }
            }
        }
        return named
    }

    /// The cases the enum itself calls final: those its `isFinal` or `isTerminal` property holds for
    /// (`guard !state.isFinal else { return }` keeps a download there on purpose).
    private func namedFinal() -> [String] {
        Self.finalProperties.flatMap { EnumPredicates.cases(where: $0, of: storage.stateType, index: index) ?? [] }
    }

    static let finalProperties = ["isFinal", "isTerminal"]

    /// The Bool properties of the enum the moves' conditions test (`!state.isFinal`), with the cases
    /// each holds for, where its getter says.
    private func testedProperties() -> [String: [String]] {
        var found: [String: [String]] = [:]
        var asked: Set<String> = []
        for move in storage.moves {
            for condition in move.write.context.alternatives.joined() where condition.path == move.storagePath {
                guard let property = condition.testedProperty, asked.insert(property).inserted else { continue }
                found[property] = EnumPredicates.cases(where: property, of: storage.stateType, index: index)
            }
        }
        return found
    }

    /// The transitions one move makes, from each state it may run in, on each event it may handle.
    private func transitions(of move: Storage.Move, among names: [String], properties: [String: [String]]) -> [(String, Transition)] {
        var result: [(String, Transition)] = []
        for alternative in move.write.context.alternatives {
            let sources = sources(in: alternative, storagePath: move.storagePath, among: names, properties: properties)
            for event in eventNames(in: alternative, of: move) {
                for source in sources {
                    let outcomes = move.targets.flatMap { target in
                        matchedValue(of: target, in: alternative, among: names)
                            ?? self.outcomes(of: target, from: source, storagePath: move.storagePath)
                    }
                    let isDynamic = outcomes.count > 1
                    for outcome in outcomes {
                        let transition = Transition(
                            event: Reference(event, at: move.write.location), guard: Guard(conditions: move.write.context.conditions),
                            target: outcome.target, location: move.write.location, isDynamic: isDynamic || outcome.isDynamic,
                            computedTarget: outcome.computedTarget)
                        result.append((source, transition))
                    }
                }
            }
        }
        return result
    }

    /// A property test whose getter was not read narrows nothing.
    private func sources(in alternative: [PathCondition], storagePath: String, among names: [String], properties: [String: [String]])
        -> [String]
    {
        let matched = alternative.filter { $0.path == storagePath }.compactMap { condition -> CaseSet? in
            if let property = condition.testedProperty {
                guard let holding = properties[property] else { return nil }
                if case .only = condition.cases { return .only(holding) }
                return .except(holding)
            }
            return switch condition.cases {
            case .only(let cases): resolved(cases).map(CaseSet.only)
            case .except(let cases): CaseSet.except(cases.map(stateName))
            }
        }
        guard let first = matched.first else { return names }
        return matched.dropFirst().reduce(first) { $0.intersected(with: $1) }.admitted(from: names)
    }

    /// The cases matched on a parameter of the code around the move (`switch action`, the event of
    /// `switch (state, event)`), innermost first; else the method the move is written in. A
    /// parameter only tested for `nil` (`guard error == nil else { return }`) names no event.
    private func eventNames(in alternative: [PathCondition], of move: Storage.Move) -> [String] {
        let context = move.write.context
        let matched = alternative.first { condition in
            guard condition.path != move.storagePath, case .only(let names) = condition.cases, names != ["nil"], condition.testedProperty == nil
            else { return false }
            return context.parameter(named: condition.path) != nil
        }
        if case .only(let names)? = matched?.cases { return names }
        return [context.methodEvent ?? context.function ?? "init"]
    }

    private struct Outcome {
        var target: Reference?
        var computedTarget: String?
        var isDynamic: Bool
    }

    /// A case of the storage's enum is a target; `stay` makes no transition; anything else is read
    /// as far as the source allows (`ComputedTarget`), and a name that is no case is such a value too
    /// (a static member), never an undefined state guessed from it.
    /// A value the code around the move has matched is what it matched: in `switch (style, next) {
    /// case (.inline, .submenu): style = next }`, `next` is `submenu`.
    private func matchedValue(of target: MoveTarget, in alternative: [PathCondition], among names: [String]) -> [Outcome]? {
        guard let (cases, expression, fileIndex) = Self.matchedCases(of: target, in: alternative), cases.allSatisfy(names.contains) else {
            return nil
        }
        return cases.map { Outcome(target: index.files[fileIndex].reference($0, at: expression), isDynamic: cases.count > 1) }
    }

    /// The cases the code around a move matched a computed target's value with (`next` under `case
    /// .error:`), with the expression and its file.
    private static func matchedCases(of target: MoveTarget, in alternative: [PathCondition]) -> ([String], ExprSyntax, Int)? {
        guard case .computed(let located) = target, let expression = located.node, let path = MatchedCases.path(of: expression),
            let condition = alternative.first(where: { $0.path == path && $0.testedProperty == nil && !$0.isAssigned }),
            case .only(let cases) = condition.cases, !cases.isEmpty
        else { return nil }
        return (cases, expression, located.fileIndex)
    }

    private func outcomes(of target: MoveTarget, from source: String, storagePath: String) -> [Outcome] {
        switch target {
        case .neighbour(let offset, let otherwise, let location):
            let cases = storage.stateType.cases.map(\.name)
            guard storage.stateType.hasConsecutiveRawValues, let position = cases.firstIndex(of: source) else {
                return [Outcome(computedTarget: "the case \(offset) after the current one by raw value", isDynamic: true)]
            }
            guard cases.indices.contains(position + offset) else {
                return otherwise.flatMap { outcomes(of: $0, from: source, storagePath: storagePath) }
            }
            return [Outcome(target: Reference(cases[position + offset], at: location), isDynamic: false)]
        case .end(let isLast, let location):
            let cases = storage.stateType.cases.map(\.name)
            guard !storage.stateType.hasAssociatedValues, let name = isLast ? cases.last : cases.first else {
                return [Outcome(computedTarget: "allCases.\(isLast ? "last" : "first")", isDynamic: true)]
            }
            return [Outcome(target: Reference(name, at: location), isDynamic: false)]
        case .stay:
            return []
        case .parameter:
            // A helper's parameter whose callers are not seen (handed on as a function, called from
            // code not read): whatever they pass.
            return [Outcome(computedTarget: "the value a caller passes", isDynamic: true)]
        case .payload(let binding):
            // No code in the run sends the case with a value: it may be any state.
            return [Outcome(computedTarget: "the value sent with .\(binding.caseName)", isDynamic: true)]
        case .state(let written, let location):
            let name = stateName(written)
            if name == "nil", storage.nilMeansStay { return [] }
            if stateNames.contains(name) { return [Outcome(target: Reference(name, at: location), isDynamic: false)] }
            return [Outcome(computedTarget: name == "nil" ? name : ".\(name)", isDynamic: true)]
        case .computed(let located):
            let file = index.files[located.fileIndex]
            guard let expression = located.node else { return [Outcome(computedTarget: "a value computed at run time", isDynamic: true)] }
            // `.idle()`: a case whose values all have defaults, not a static function.
            if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let name = MatchedCases.caseName(of: call.calledExpression), stateNames.contains(name)
            {
                return [Outcome(target: file.reference(name, at: expression), isDynamic: false)]
            }
            let literal = { (value: ExprSyntax, file: ParsedSwiftFile) in
                MoveCollector.caseName(of: value).flatMap { stateNames.contains($0) ? file.reference($0, at: value) : nil }
            }
            // `health = health.next(after: event)`: the arms of the enum's method for `source`.
            if let method = EnumTransitionMethod(expression, storagePath: storagePath, stateType: storage.stateType, index: index) {
                let returned = method.returned(from: source).filter { !EnumTransitionMethod.isSelf($0) }
                guard !returned.isEmpty else { return [] }
                let computed = ComputedTarget(
                    values: returned, text: ExpressionReading.text(of: expression), in: method.file, index: index, literal: literal)
                return computed.outcomes { Outcome(target: $0, computedTarget: $1, isDynamic: $2) }
            }
            let computed = ComputedTarget(expression, in: file, index: index, literal: literal)
            return computed.outcomes { Outcome(target: $0, computedTarget: $1, isDynamic: $2) }
        }
    }

    /// `health = health.next(after: event)` with a method of the enum that switches on `self`: where
    /// the move goes depends on the state, as a `switch` around it would say.
    private func isMovedByATransitionMethod(_ move: Storage.Move) -> Bool {
        move.targets.contains { target in
            guard case .computed(let located) = target, let expression = located.node else { return false }
            return EnumTransitionMethod(expression, storagePath: move.storagePath, stateType: storage.stateType, index: index) != nil
        }
    }

    /// Two moves that give the same transition (both branches of an `if` setting `.idle`) make one.
    private struct TransitionKey: Hashable {
        var source: String
        var event: String?
        var target: String?
        var computedTarget: String?
        var conditions: [String]

        init(_ source: String, _ transition: Transition) {
            self.source = source
            event = transition.event?.name
            target = transition.target?.name
            computedTarget = transition.computedTarget
            conditions = transition.guard.conditions
        }
    }
}
