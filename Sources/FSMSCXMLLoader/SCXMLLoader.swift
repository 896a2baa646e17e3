import FSMDiagnostics
import FSMModel

/// Reads W3C SCXML state charts (`*.scxml`).
///
/// How SCXML maps onto the model:
/// - `<state>` is composite when it has child states, else atomic; `<parallel>` is orthogonal (its
///   children are the regions); `<final>` is final; `<history type="shallow|deep">` is a history
///   pseudo-state whose `<transition>` is its default.
/// - A state's initial child is its `initial` attribute, else its `<initial>` element's target, else
///   its first child state in document order, as SCXML specifies.
/// - `<transition>` becomes one model transition per event in `event` (a space-separated list;
///   `*` and prefix wildcards such as `error.*` are kept as written) and per target in `target`.
///   A multi-target transition enters all its targets at once; the model has single targets, so
///   it becomes one transition per target, which keeps every target reachable (over-approximating
///   which states of parallel regions are entered with them, never inventing an unreachable one).
///   A multi-id `initial` cannot be split that way: the model keeps the first id and the loader
///   warns (`multi-target-initial`).
/// - No `event` makes an eventless transition, no `target` an internal one, `cond` an opaque
///   condition. `type="internal"` changes which states are exited, not which are entered, so it is
///   checked for validity and not recorded.
/// - `<onentry>`, `<onexit>` and a transition's executable content become action names: the element
///   name with what identifies it (`raise done`, `send timeout`, `assign x`, `log`, `if`), or the
///   `name` of an `<action>` in fsmcheck's namespace, which `export --to scxml` writes.
/// - Guard overlap follows document order (`firstMatchWins`), as SCXML's transition selection does.
/// - `<state src="…">` and `<parallel src="…">` take their content from another file of the run, as
///   Apache Commons SCXML reads them (`SCXMLInclusion`).
public struct SCXMLLoader: MachineLoader {
    public init() {}

    /// The notation's name, in `Machine.dialect` and for `--dialect`.
    static let dialect = "scxml"

    public var fileExtensions: [String] { ["scxml"] }

    public var dialectNames: [String] { [Self.dialect] }

    public var rules: [RuleDescription] {
        [CommonRules.parseError, SCXMLRules.invalidStructure, SCXMLRules.multipleInitialTargets, CommonRules.notVisible]
    }

    /// The namespace of SCXML elements.
    public static let scxmlNamespace = "http://www.w3.org/2005/07/scxml"
    /// The namespace of `<action name="…"/>`, which carries an action name that is not SCXML
    /// executable content (an SMC or SwiftFSM action exported to SCXML).
    public static let actionNamespace = "urn:fsmcheck:action"

    /// Loads every file, with the content its `<state src="…">` take from the others
    /// (`SCXMLInclusion`): a file another includes is read inside it, not as a machine of its own.
    public func load(_ files: [SourceFile]) -> LoadResult {
        var result = LoadResult()
        var parsed: [(file: SourceFile, tree: XMLElementTree?)] = []
        for file in files {
            switch XMLElementTree.parse(file.text, file: file.path) {
            case .failure(let error):
                result.diagnostics.append(
                    CommonRules.parseError.diagnostic(error.message, at: error.location, hint: "fix the XML; nothing in this file was checked"))
                parsed.append((file, nil))
            case .success(let tree):
                parsed.append((file, tree))
            }
        }
        let inclusion = SCXMLInclusion(parsed)
        for (file, tree) in inclusion.machineFiles {
            let loaded = Self.machines(in: inclusion.expanded(tree), file: file)
            result.machines += loaded.machines
            result.diagnostics += loaded.diagnostics
        }
        return result
    }

    /// The document's machine, then each given inline in an `<invoke><content>`: an invoked
    /// session is a machine of its own, with its own states and events, named by its `name`, else
    /// after the invoking machine and state (`kiosk/support`, `kiosk/support#2` for a second).
    private static func machines(in tree: XMLElementTree, file: SourceFile) -> LoadResult {
        var result = LoadResult()
        func build(_ root: Int, name: String?) {
            var builder = SCXMLMachineBuilder(tree: tree, file: file)
            let machine = builder.machine(root: root, name: name)
            result.machines += machine.map { [$0] } ?? []
            result.diagnostics += builder.diagnostics.map { $0.about(machine?.name) }
        }
        build(0, name: nil)
        guard let outer = result.machines.first?.name else { return result }
        var unnamed: [String: Int] = [:]
        for root in tree.elements.indices where tree.isInvokedDocument(root) {
            guard tree.elements[root].attributes["name"] == nil, tree.elements[root].extensions["name"] == nil else {
                build(root, name: nil)
                continue
            }
            let name = "\(outer)/" + (tree.invokingState(of: root).map { tree.elements[$0].stateName } ?? "invoke")
            unnamed[name, default: 0] += 1
            build(root, name: unnamed[name].map { $0 > 1 ? "\(name)#\($0)" : name })
        }
        return result
    }
}

extension Diagnostic {
    fileprivate func about(_ machine: String?) -> Diagnostic {
        var diagnostic = self
        diagnostic.subject.machine = machine
        return diagnostic
    }
}

extension XMLElementTree {
    /// An `<scxml>` given inline as the `<content>` of an `<invoke>`.
    func isInvokedDocument(_ index: Int) -> Bool {
        guard index != 0, elements[index].isSCXML, elements[index].name == "scxml", let content = elements[index].parent,
            elements[content].isSCXML, elements[content].name == "content", let invoke = elements[content].parent
        else { return false }
        return elements[invoke].isSCXML && elements[invoke].name == "invoke"
    }

    /// The state whose `<invoke>` holds the inline document at `index`.
    func invokingState(of index: Int) -> Int? {
        elements[index].parent.flatMap { elements[$0].parent }.flatMap { elements[$0].parent }
    }
}
