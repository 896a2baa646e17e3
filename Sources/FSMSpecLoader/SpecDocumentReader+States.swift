import FSMDiagnostics
import FSMModel
import FSMParallel
internal import Yams

/// Reading `states:`: the state tree, walked with an explicit work list (nesting costs heap, not
/// stack) and read in groups on several threads for a large machine, then each state's body (its
/// kind, children and transitions) and the combinations of keys that make no sense.
extension SpecDocumentReader {
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
    func readStates(_ node: consuming Node?, into machine: inout Machine) {
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
}
