import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Builds one reducer machine, nesting sub-reducers as composite states and regions with a work
/// list (no recursion), each nested state named `Parent.case` so that the cases of different enums
/// (a parent's `Recording` and its sub-state's `Recording`) stay apart.
struct ReducerAssembly {
    let file: ParsedSwiftFile
    let index: DeclarationIndex
    let reducers: [String: ReducerDeclaration]
    let machineName: String
    let dialect: String
    private(set) var diagnostics: [Diagnostic] = []
    private var reportedStateLimit = false
    /// States added plus those of nested levels still to be read.
    private var plannedStates = 0

    /// More nested states than any hand-written reducer has, and few enough to check in moments.
    static let stateLimit = 10_000

    /// A reducer whose cases are being added under `parent`, with the reducers above it (a payload of
    /// an enclosing type, as in `case detail(lastState: AppState)`, is history, not nesting).
    private struct Level {
        var reducer: ReducerDeclaration
        var parent: StateID?
        var prefix: String
        var enclosing: Set<String>
        /// The enum levels this one is nested in, nearest first.
        var outer: [ReducerSwitchReader.Scope] = []
    }

    init(file: ParsedSwiftFile, index: DeclarationIndex, reducers: [String: ReducerDeclaration], machineName: String, dialect: String) {
        self.file = file
        self.index = index
        self.reducers = reducers
        self.machineName = machineName
        self.dialect = dialect
    }

    /// `nil` for a struct with no reducer-typed properties: then it is not a composed machine.
    mutating func machine(for root: ReducerDeclaration) -> Machine? {
        var machine = Machine(name: machineName, location: file.location(of: root.nameToken), semantics: ReducerExtractor.semantics, dialect: dialect)
        plannedStates = root.cases.count + root.properties.count + 1
        guard let topLevels = topLevels(of: root, in: &machine) else { return nil }
        let levels = addNestedStates(from: topLevels, to: &machine)
        for level in levels { addTransitions(of: level, to: &machine) }
        return machine
    }

    /// The levels read first, last first: the root enum itself (its initial state read or marked
    /// unseen), or, for a struct composing enum reducers, one region per reducer-typed property
    /// inside an orthogonal state named after the struct. `nil` for a struct with none.
    private mutating func topLevels(of root: ReducerDeclaration, in machine: inout Machine) -> [Level]? {
        guard !root.isEnum else {
            // Hand-written reducers often leave the initial state to whoever holds the value.
            let literal = { (value: ExprSyntax) in ExpressionReading.valueName(of: value).map { reference($0, at: value) } }
            if let expression = root.initialState, let states = InitialStateChoice.states(of: expression, literal: literal) {
                machine.initial = states.initial
                machine.otherInitialTargets = states.others
            } else {
                let reason = root.initialState.map(UnseenReason.runTimeValue) ?? "`\(root.name)` declares no `static let initialState`"
                machine.markInitialStateUnseen(reason: reason, at: location(of: root.initialState.map(Syntax.init) ?? Syntax(root.nameToken)))
            }
            return [Level(reducer: root, parent: nil, prefix: "", enclosing: [root.name])]
        }
        let regions = root.properties.filter { reducers[$0.type]?.isEnum == true && $0.type != root.name }
        guard !regions.isEmpty else { return nil }
        let top = machine.addState(State(name: root.name, location: file.location(of: root.nameToken), kind: .orthogonal))
        machine.initial = file.reference(root.name, at: root.nameToken)
        var regionLevels: [Level] = []
        for region in regions {
            guard let sub = reducers[region.type] else { continue }
            plannedStates += sub.cases.count
            let prefix = region.name.text + "."
            let regionID = machine.addState(
                State(
                    name: region.name.text, location: file.location(of: region.name), kind: .composite,
                    initial: sub.initialState.flatMap { initialReference($0, in: sub, prefix: prefix) }
                ),
                parent: top
            )
            regionLevels.append(Level(reducer: sub, parent: regionID, prefix: prefix, enclosing: [root.name, sub.name]))
        }
        return regionLevels.reversed()
    }

    /// Adds every level's cases as states, a case whose payload is another enum reducer as a
    /// composite holding that reducer's cases, and the events the levels declare; returns every
    /// level read, in order.
    private mutating func addNestedStates(from topLevels: [Level], to machine: inout Machine) -> [Level] {
        var pending = topLevels
        var declared: [Reference]? = []
        var levels: [Level] = []
        while let level = pending.popLast() {
            levels.append(level)
            if let events = level.reducer.eventCases {
                declared? += events.map { reference($0.text, at: $0) }
            } else {
                declared = nil
            }
            for (caseName, payload) in level.reducer.cases {
                let name = level.prefix + caseName.text
                guard machine.id(named: name) == nil else { continue }
                if let payload, let sub = reducers[payload], sub.isEnum, !level.enclosing.contains(payload),
                    withinStateLimit(adding: sub, at: caseName)
                {
                    let id = machine.addState(
                        State(
                            name: name, location: file.location(of: caseName), kind: .composite,
                            initial: sub.initialState.flatMap { initialReference($0, in: sub, prefix: name + ".") }),
                        parent: level.parent
                    )
                    pending.append(
                        Level(
                            reducer: sub, parent: id, prefix: name + ".", enclosing: level.enclosing.union([payload]),
                            outer: [ReducerSwitchReader.Scope(prefix: level.prefix, reducer: level.reducer)] + level.outer
                        )
                    )
                } else {
                    machine.addState(State(name: name, location: file.location(of: caseName)), parent: level.parent)
                }
            }
        }
        machine.declaredEvents = declared.map { events in
            var seen: Set<String> = []
            return events.filter { seen.insert($0.name).inserted }
        }
        return levels
    }

    /// The transitions of one level's event switch, added to the states they leave in the order first seen.
    private mutating func addTransitions(of level: Level, to machine: inout Machine) {
        guard let eventSwitch = level.reducer.eventSwitch else { return }
        // The handler may be written in an extension in another file.
        var reader = ReducerSwitchReader(
            file: index.file(of: eventSwitch) ?? file, index: index,
            scope: ReducerSwitchReader.Scope(prefix: level.prefix, reducer: level.reducer), outer: level.outer,
            reducers: reducers, machineName: machineName
        )
        var byState: [String: [Transition]] = [:]
        var order: [String] = []
        for (state, transition) in reader.transitions(of: eventSwitch) {
            if byState[state] == nil { order.append(state) }
            byState[state, default: []].append(transition)
        }
        for state in order {
            guard let id = machine.id(named: state), let transitions = byState[state] else { continue }
            machine.update(id) { $0.transitions += transitions }
        }
        diagnostics += reader.diagnostics
    }

    /// Whether nesting `sub` keeps the machine within `stateLimit`: a chain of enums each holding the
    /// next in two cases doubles the states at every level, so hostile code could ask for millions.
    /// Past the limit a case stays a plain state, and the first time that happens it is reported.
    private mutating func withinStateLimit(adding sub: ReducerDeclaration, at caseName: TokenSyntax) -> Bool {
        guard plannedStates + sub.cases.count > Self.stateLimit else {
            plannedStates += sub.cases.count
            return true
        }
        if !reportedStateLimit {
            reportedStateLimit = true
            diagnostics.append(
                file.unsupportedConstruct(
                    "nesting `\(sub.name)` here takes the machine past \(Self.stateLimit) states; from here on cases are read as plain states",
                    at: caseName, machine: machineName
                ))
        }
        return false
    }

    /// `static let initialState = AppState.home` ⟶ `home` under `prefix`.
    private mutating func initialReference(_ expression: ExprSyntax, in reducer: ReducerDeclaration, prefix: String) -> Reference? {
        guard let name = ExpressionReading.valueName(of: expression) else {
            diagnostics.append(
                (index.file(of: expression) ?? file).unsupportedConstruct(
                    "initial state `\(ExpressionReading.text(of: expression))` of `\(reducer.name)` is computed; it was skipped",
                    at: expression, machine: machineName
                ))
            return nil
        }
        return reference(prefix + name, at: expression)
    }

    /// Where `node` is, in this file or in another holding an extension of the reducer.
    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        (index.file(of: node) ?? file).location(of: node)
    }

    private func reference(_ name: String, at node: some SyntaxProtocol) -> Reference {
        Reference(name, at: location(of: node))
    }
}
