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
    let file: SourceFile
    let parallelism: Parallelism
    /// What reading reported so far; the state-tree walk (`+States`) sets a state's apart, so that a
    /// duplicate's are dropped with it.
    var diagnostics: [Diagnostic] = []

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
        var machine = Machine(name: "", location: location(of: root), dialect: SpecLoader.dialect)
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
        return CommonRules.parseError.diagnostic(message, at: location)
    }

    func report(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation,
        notes: [Note] = [], hint: String? = nil, states: [String] = []
    ) {
        diagnostics.append(
            rule.diagnostic(message, at: location, notes: notes, hint: hint, subject: .init(states: states)))
    }

    private static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}
