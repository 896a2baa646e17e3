import FSMDiagnostics
import FSMModel
import FSMParallel
internal import Yams

/// Reads one `.fsm` file into a machine, reporting everything about its shape it cannot accept.
///
/// Names are recorded as written, with their locations, and never resolved: whether a target,
/// super state, predicate or event exists is for the checker to say, from the model. The state tree
/// is walked with an explicit work list, so nesting depth costs heap, not stack.
final class SpecDocumentReader {
    let source: SourceText
    private let file: SourceFile
    private let parallelism: Parallelism
    private var diagnostics: [Diagnostic] = []

    init(file: SourceFile, parallelism: Parallelism = .standard) {
        source = SourceText(path: file.path, text: file.text)
        self.file = file
        self.parallelism = parallelism
    }

    func read() -> LoadResult {
        let yaml = source.yamlInput
        if let alias = AliasScan.firstAlias(in: yaml) {
            report(
                SpecRules.invalidSpec, "anchors and aliases are not supported in `.fsm` files", at: source.location(utf8Offset: alias),
                hint: "write the value out, or share transitions through an abstract super state with `inherits:`")
            return LoadResult(diagnostics: diagnostics)
        }
        let root: Node?
        do {
            root = try SlicedCompose.root(of: yaml, policy: parallelism)
        } catch {
            return LoadResult(diagnostics: [parseError(for: error)])
        }
        // The node tree is handed on, not kept: the states then hold the only references to their
        // nodes, which are freed as each state is read, so the tree and the model never peak together.
        var machine: Machine?
        if case (var model, let states)? = readHeader(consume root) {
            readStates(consume states, into: &model)
            machine = model
        }
        if let name = machine?.name {
            for index in diagnostics.indices { diagnostics[index].subject.machine = name }
        }
        diagnostics.sort()
        return LoadResult(machines: machine.map { [$0] } ?? [], diagnostics: diagnostics)
    }

    // MARK: - Machine

    private static let machineKeys = ["machine", "description", "initial", "predicates", "events", "semantics", "unseen", "properties", "states"]

    /// The machine without its states, and the `states:` node (`nil` when missing).
    private func readHeader(_ root: consuming Node?) -> (Machine, Node?)? {
        guard let root, !isEmpty(root) else {
            report(CommonRules.parseError, "the file is empty", at: source.location(line: 1, column: 1), hint: "a spec starts with `machine: Name`")
            return nil
        }
        guard case .mapping(let mapping) = root else {
            report(
                CommonRules.parseError, "expected a mapping with `machine:` and `states:` at the top level, found \(describe(root))",
                at: location(of: root)
            )
            return nil
        }
        var machine = Machine(name: "", location: location(of: root), dialect: "fsm")
        var statesNode: Node?
        for (keyNode, value) in mapping {
            guard let key = key(keyNode, allowed: Self.machineKeys, in: "the machine") else { continue }
            switch key {
            case "machine":
                if let name = name(value, what: "a machine name") {
                    machine.name = name.name
                    machine.location = name.location
                }
            case "description":
                _ = freeText(value, what: "a description")
            case "initial":
                machine.initial = name(value, what: "the name of the initial state")
            case "predicates":
                machine.predicateTypes = readPredicates(value)
            case "events":
                machine.declaredEvents = uniqueNames(value, what: "event")
            case "semantics":
                machine.semantics = readSemantics(value)
            case "unseen":
                machine.unseen = readUnseen(value)
            case "properties":
                machine.properties = readProperties(value)
            default:
                statesNode = value
            }
        }
        if machine.name.isEmpty {
            machine.name = Self.fileStem(source.path)
            if !mapping.keys.contains(where: { $0.string == "machine" }) {
                report(
                    SpecRules.invalidSpec, "missing required key `machine`",
                    at: location(of: root), hint: "name the machine: `machine: \(machine.name)`"
                )
            }
        }
        if statesNode == nil {
            report(SpecRules.invalidSpec, "missing required key `states`", at: location(of: root), hint: "list the states under `states:`")
        }
        return (machine, statesNode)
    }

    private func readPredicates(_ node: Node) -> [PredicateType] {
        guard let mapping = mapping(node, what: "a mapping of predicate types to their cases") else { return [] }
        var types: [PredicateType] = []
        for (keyNode, value) in mapping {
            guard let type = name(keyNode, what: "a predicate type name") else { continue }
            guard let cases = uniqueNames(value, what: "case"), !cases.isEmpty else {
                report(
                    SpecRules.invalidSpec, "predicate type `\(type.name)` has no cases",
                    at: type.location, hint: "list its cases: `\(type.name): [a, b]`"
                )
                continue
            }
            types.append(PredicateType(name: type.name, cases: cases.map(\.name), location: type.location))
        }
        return types
    }

    private static let unseenKeys = ["initial", "predicates", "transitions", "types"]
    private static let unseenTransitionKeys = ["from", "why"]

    /// `unseen:` keeps what the source of an exported machine hid from fsmcheck (an initial state set
    /// at run time, predicate enums in files not read, transitions it skipped), so that it is checked
    /// as it was before: `{ initial: "why", predicates: { Type: "why" }, transitions: [{ from: S, why: "why" }], types: "why" }`.
    private func readUnseen(_ node: Node) -> [Unseen] {
        guard let mapping = mapping(node, what: "a mapping with `initial:` and `predicates:`") else { return [] }
        var unseen: [Unseen] = []
        for (keyNode, value) in mapping {
            guard let key = key(keyNode, allowed: Self.unseenKeys, in: "`unseen:`") else { continue }
            if key == "initial" {
                if let reason = freeText(value, what: "why the initial state is not visible") {
                    unseen.append(Unseen(.initialState, reason: reason, at: location(of: keyNode)))
                }
                continue
            }
            if key == "transitions" {
                unseen += readUnseenTransitions(value)
                continue
            }
            if key == "types" {
                if let reason = freeText(value, what: "why the state and event types are not visible") {
                    unseen.append(Unseen(.stateType, reason: reason, at: location(of: keyNode)))
                }
                continue
            }
            guard let types = self.mapping(value, what: "a mapping of predicate types to why they are not visible") else { continue }
            for (typeNode, reasonNode) in types {
                guard let type = name(typeNode, what: "a predicate type name"),
                    let reason = freeText(reasonNode, what: "why the predicate type is not visible")
                else { continue }
                unseen.append(Unseen(.predicateType(type.name), reason: reason, at: type.location))
            }
        }
        return unseen
    }

    /// `[{ from: S, why: "…" }, { why: "…" }]`: skipped transitions of `S`, or of any state.
    private func readUnseenTransitions(_ node: Node) -> [Unseen] {
        guard case .sequence(let entries) = node else {
            report(SpecRules.invalidSpec, "expected a list of `{ from:, why: }`, found \(describe(node))", at: location(of: node))
            return []
        }
        return entries.compactMap { entry -> Unseen? in
            guard let fields = mapping(entry, what: "a mapping with `from:` and `why:`") else { return nil }
            var from: String?
            var reason: String?
            for (keyNode, value) in fields {
                guard let key = key(keyNode, allowed: Self.unseenTransitionKeys, in: "skipped transitions") else { continue }
                if key == "from" {
                    from = name(value, what: "the name of a state")?.name
                } else {
                    reason = freeText(value, what: "why they were skipped")
                }
            }
            guard let reason else {
                report(SpecRules.invalidSpec, "skipped transitions need `why:`", at: location(of: entry))
                return nil
            }
            return Unseen(.transitions(from: from), reason: reason, at: location(of: entry))
        }
    }

    private static let semanticsKeys = ["guards", "overrides", "unconditionalAlwaysFires", "concreteSuperStates", "cancelledByInvoker"]

    /// `semantics:` keeps the conventions of the notation a machine was exported from, so that an
    /// SCXML or SwiftFSM machine written as `.fsm` is checked as it was before.
    private func readSemantics(_ node: Node) -> Semantics {
        var semantics = Semantics.spec
        guard let mapping = mapping(node, what: "a mapping with `guards:` and `overrides:`") else { return semantics }
        for (keyNode, value) in mapping {
            guard let key = key(keyNode, allowed: Self.semanticsKeys, in: "`semantics:`") else { continue }
            switch key {
            case "guards":
                semantics.guardOverlap = choice(value, among: [.clash, .mostSpecificWins, .firstMatchWins]) ?? semantics.guardOverlap
            case "overrides":
                semantics.inheritedOverride = choice(value, among: [.implicit, .explicit]) ?? semantics.inheritedOverride
            case "concreteSuperStates":
                semantics.concreteSuperStates = boolean(value) ?? semantics.concreteSuperStates
            case "cancelledByInvoker":
                semantics.cancelledByInvoker = boolean(value) ?? semantics.cancelledByInvoker
            default:
                semantics.unconditionalTransitionsAlwaysFire = boolean(value) ?? semantics.unconditionalTransitionsAlwaysFire
            }
        }
        return semantics
    }

    /// The choice whose raw value `node` spells, or a diagnostic listing them.
    private func choice<Value: RawRepresentable<String>>(_ node: Node, among choices: [Value]) -> Value? {
        if case .scalar(let scalar) = node, let match = choices.first(where: { $0.rawValue == scalar.string }) { return match }
        let names = choices.map(\.rawValue)
        report(
            SpecRules.invalidSpec, "expected one of \(names.map { "`\($0)`" }.joined(separator: ", ")), found \(describe(node))",
            at: location(of: node), hint: NameSuggestion.hint(for: node.string ?? "", in: names))
        return nil
    }

    // MARK: - States

    private static let stateKeys = [
        "description", "initial", "states", "regions", "final", "abstract", "history", "inherits", "entry", "exit", "on", "always", "ordered",
    ]

    /// A state still to be read, with the place it will take in the tree: the index of its
    /// parent among the entries read so far.
    private struct PendingState {
        var key: Node
        var body: Node
        var parent: Int?
    }

    /// One state as read, before it takes its place in the machine.
    struct StateEntry: Sendable {
        /// `nil` when the key is not a name; the state is then skipped.
        var name: Reference?
        var state: State
        var parent: Int?
        /// How many of the entries that follow are this state's descendants.
        var descendantCount = 0
        /// What reading this state reported, kept apart so that a duplicate's are dropped with it.
        var diagnostics: [Diagnostic]
    }

    /// What a state's body says beyond what `State` holds.
    private struct StateShape {
        var isFinal = false
        var isAbstract = false
        /// `history: shallow|deep`, with where the key was written.
        var history: (kind: StateKind, key: Reference)?
        var children: (key: Reference, node: Node, areRegions: Bool)?
    }

    /// Reads the state tree, then adds the states to `machine` depth first, in document order.
    ///
    /// A large machine's top-level states are read in groups on several threads, each by a reader
    /// of its own; names are checked for duplicates only when the groups are joined, in document
    /// order, so the result is the same however the states were grouped. `node` is taken, not
    /// borrowed: each state's nodes are referenced only from the work list and freed once read.
    private func readStates(_ node: consuming Node?, into machine: inout Machine) {
        guard let node else { return }
        let topLevel = pendingStates(in: consume node, parent: nil, areRegions: false)
        let groupCount = parallelism.groups(forStates: topLevel.count)
        guard groupCount > 1 else {
            add([readEntries(consume topLevel)], into: &machine)
            return
        }
        // `topLevel` is last first, so the first group in document order is its end. It is let go
        // once grouped: each group then holds the only references to its nodes, which its thread
        // frees as it reads them.
        let count = topLevel.count
        let groups = ResultSlots<[PendingState]>(count: groupCount)
        for group in 0..<groupCount {
            groups[group] = Array(topLevel[(count - count * (group + 1) / groupCount)..<(count - count * group / groupCount)])
        }
        _ = consume topLevel
        let entries = ResultSlots<[StateEntry]>(count: groupCount)
        let file = self.file
        LargeStackThreads.forEach(groupCount) { group in
            let pending = groups[group] ?? []
            groups[group] = nil
            // Every location retains the path: each thread gets a copy of its own, so that the
            // threads do not contend for one string's reference count.
            let ownFile = SourceFile(path: String(decoding: Array(file.path.utf8), as: UTF8.self), text: file.text)
            entries[group] = SpecDocumentReader(file: ownFile, parallelism: .none).readEntries(consume pending)
        }
        add(entries.values, into: &machine)
    }

    /// Reads every state below `topLevel` (given last first), depth first in document order.
    private func readEntries(_ topLevel: consuming [PendingState]) -> [StateEntry] {
        var entries: [StateEntry] = []
        var pending = consume topLevel
        while let next = pending.popLast() {
            let reported = diagnostics.count
            var entry = StateEntry(name: nil, state: State(name: "", location: location(of: next.key)), parent: next.parent, diagnostics: [])
            if let name = name(next.key, what: "a state name") {
                let (state, shape) = readState(named: name, body: next.body)
                if let history = shape.history, next.parent == nil {
                    report(
                        SpecRules.invalidSpec, "a history state must be inside the state whose history it remembers", at: history.key.location,
                        hint: "move `\(name.name)` into the `states:` of the composite whose history it remembers"
                    )
                }
                entry.name = name
                entry.state = state
                if let children = shape.children {
                    pending += pendingStates(in: children.node, parent: entries.count, areRegions: children.areRegions)
                }
            }
            entry.diagnostics = Array(diagnostics[reported...])
            diagnostics.removeSubrange(reported...)
            entries.append(entry)
        }
        // Descendants follow their ancestors, so counting from the end finishes each subtree first.
        for index in entries.indices.reversed() {
            if let parent = entries[index].parent { entries[parent].descendantCount += 1 + entries[index].descendantCount }
        }
        return entries
    }

    /// Adds the groups' entries to the machine in order; a state whose name is taken is reported
    /// and skipped with everything inside it.
    private func add(_ groups: [[StateEntry]], into machine: inout Machine) {
        var firstDefinitions: [String: SourceLocation] = [:]
        for entries in groups { add(entries, into: &machine, firstDefinitions: &firstDefinitions) }
    }

    /// Adds one group's entries, whose parents are indices in the group.
    private func add(_ entries: [StateEntry], into machine: inout Machine, firstDefinitions: inout [String: SourceLocation]) {
        var ids: [StateID?] = Array(repeating: nil, count: entries.count)
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            index += 1
            guard let name = entry.name else {
                diagnostics += entry.diagnostics
                continue
            }
            if let first = firstDefinitions[name.name] {
                report(
                    SpecRules.duplicateState, "state `\(name.name)` is defined twice", at: name.location,
                    notes: [Note("`\(name.name)` is first defined here", at: first)],
                    hint: "state names are unique within a machine; rename one of them",
                    states: [name.name]
                )
                index += entry.descendantCount
                continue
            }
            firstDefinitions[name.name] = name.location
            diagnostics += entry.diagnostics
            ids[index - 1] = machine.addState(entry.state, parent: entry.parent.flatMap { ids[$0] })
        }
    }

    /// The entries of a `states:` or `regions:` mapping, last first, ready to be popped in order.
    private func pendingStates(in node: consuming Node, parent: Int?, areRegions: Bool) -> [PendingState] {
        let what = parent == nil ? "a mapping of state names to states" : "a mapping of \(areRegions ? "region" : "state") names to their definitions"
        guard let mapping = mapping(node, what: what) else { return [] }
        return mapping.reversed().map { PendingState(key: $0.key, body: $0.value, parent: parent) }
    }

    private func readState(named name: Reference, body: Node) -> (State, StateShape) {
        var state = State(name: name.name, location: name.location)
        var shape = StateShape()
        if isEmpty(body) { return (state, shape) }
        guard let mapping = mapping(body, what: "a mapping of state properties") else { return (state, shape) }
        var initialKey: Reference?
        for (keyNode, value) in mapping {
            guard let key = key(keyNode, allowed: Self.stateKeys, in: "a state") else { continue }
            let keyReference = Reference(key, at: location(of: keyNode))
            switch key {
            case "description": _ = freeText(value, what: "a description")
            case "initial":
                state.initial = self.name(value, what: "the name of the initial child state")
                initialKey = keyReference
            case "states", "regions":
                if let existing = shape.children {
                    report(
                        SpecRules.invalidSpec, "a state has either `states:` or `regions:`, not both", at: keyReference.location,
                        notes: [Note("`\(existing.key.name)` is here", at: existing.key.location)],
                        hint: "put the regions' states inside each region")
                } else {
                    shape.children = (keyReference, value, key == "regions")
                }
            case "final": shape.isFinal = boolean(value) ?? false
            case "abstract": shape.isAbstract = boolean(value) ?? false
            case "history": shape.history = historyKind(value).map { ($0, keyReference) }
            case "inherits": state.superStates = names(value, what: "super state names") ?? []
            case "entry": state.entryActions = names(value, what: "action names") ?? []
            case "exit": state.exitActions = names(value, what: "action names") ?? []
            case "always": state.transitions += readEventlessTransitions(value, keyLocation: keyReference.location)
            case "ordered": state.transitions += readOrderedTransitions(value)
            default: state.transitions += readTransitions(value)
            }
        }
        state.kind = kind(of: name, shape: shape, initialKey: initialKey)
        return (state, shape)
    }

    /// `shallow` restores the composite's last active child, `deep` its whole last configuration.
    private func historyKind(_ node: Node) -> StateKind? {
        if case .scalar(let scalar) = node {
            switch scalar.string {
            case "shallow": return .shallowHistory
            case "deep": return .deepHistory
            default: break
            }
        }
        report(
            SpecRules.invalidSpec, "expected `shallow` or `deep`, found \(describe(node))", at: location(of: node),
            hint: "`shallow` restores the last active child, `deep` everything that was active below the composite")
        return nil
    }

    /// Decides the kind from the keys a state used, reporting combinations that make no sense.
    private func kind(of name: Reference, shape: StateShape, initialKey: Reference?) -> StateKind {
        let exclusiveKinds = [shape.isAbstract ? "abstract" : nil, shape.isFinal ? "final" : nil, shape.history == nil ? nil : "history"]
            .compactMap { $0 }
        if exclusiveKinds.count > 1 {
            let names = exclusiveKinds.map { "`\($0)`" }
            let listed = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            report(SpecRules.invalidSpec, "state `\(name.name)` cannot be \(names.count == 2 ? "both " : "")\(listed)", at: name.location)
        }
        if let children = shape.children {
            if shape.isAbstract || shape.isFinal || shape.history != nil {
                let kind = shape.isAbstract ? "an abstract" : shape.isFinal ? "a final" : "a history"
                report(
                    SpecRules.invalidSpec, "\(kind) state cannot have `\(children.key.name):`",
                    at: children.key.location, hint: "move the children into a concrete composite state"
                )
            }
            if children.areRegions, let initialKey {
                report(
                    SpecRules.invalidSpec, "an orthogonal state enters all its regions, so it takes no `initial:`", at: initialKey.location,
                    hint: "give each region its own `initial:`")
            }
            return children.areRegions ? .orthogonal : .composite
        }
        if let initialKey {
            report(
                SpecRules.invalidSpec, "`initial:` needs `states:` beside it",
                at: initialKey.location, hint: "only a composite state has an initial child"
            )
        }
        if shape.isAbstract { return .abstract }
        if shape.isFinal { return .final }
        return shape.history?.kind ?? .atomic
    }

    // MARK: - Locations and reports

    func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return source.location(line: 1, column: 1) }
        return source.location(line: mark.line, column: mark.column)
    }

    func locations(ofOffsets offsets: [Int], in scalar: Node.Scalar) -> [SourceLocation] {
        let prefix: SourceText.ScalarPrefix =
            switch scalar.style {
            case .singleQuoted, .doubleQuoted: .quote
            case .literal, .folded: .blockHeader
            case .any, .plain: .none
            }
        return source.locations(ofOffsets: offsets, in: scalar.string, startingAt: location(of: .scalar(scalar)), skippingPrefix: prefix)
    }

    private func parseError(for error: Error) -> Diagnostic {
        let (message, location) = YAMLErrorDescription.describe(error, in: source)
        return Diagnostic(ruleID: CommonRules.parseError.id, severity: CommonRules.parseError.defaultSeverity, message: message, location: location)
    }

    func report(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation,
        notes: [Note] = [], hint: String? = nil, states: [String] = []
    ) {
        diagnostics.append(
            Diagnostic(
                ruleID: rule.id, severity: rule.defaultSeverity, message: message, location: location,
                notes: notes, hint: hint, subject: .init(states: states)
            ))
    }

    private static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}
