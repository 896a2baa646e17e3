import FSMDiagnostics
import FSMModel
import Foundation

/// `<state src="…">`: the SCXML drafts before the Recommendation, and Apache Commons SCXML still,
/// let a `<state>` or `<parallel>` take its content from another file. fsmcheck reads it as
/// Commons SCXML does (`SCXMLReader.readTransitionalStateSrc`):
///
/// - `src` is a URL reference relative to the including file; a `file:` URL or a path names a
///   file, any other scheme (`http:`, `classpath:`) none of the run.
/// - `src="flow.scxml"` makes the states of that document's `<scxml>` the state's children, and
///   the document's `initial` its initial state (else the state's own `initial`, else the first).
/// - `src="flow.scxml#pay"` takes everything inside that file's state `pay` (children,
///   transitions, entry and exit actions, its `initial`); the including state keeps its own id.
///   `#pay` must be a `<state>` for a `<state>`, a `<parallel>` for a `<parallel>`.
/// - What is included comes before the state's own content, and its ids join the machine's, so
///   transitions cross between the files; a file included inside itself would be read without
///   end, and states included a second time would be defined twice: both are `invalid-scxml`,
///   and the content is not read again.
/// - A file of the run that another includes is not a machine of its own: alone, its targets into
///   the including document would be undefined. One that is not in the run is a `not-visible`
///   note: the including state may then leave for any state.
///
/// Included content is grafted into the including file's element tree, which the machine
/// builder then reads as one document.
struct SCXMLInclusion {
    /// The run's files that parsed, by absolute path, which is what `src` resolves to.
    private var trees: [String: XMLElementTree] = [:]
    /// The run's files that did not parse: their `parse-error` already says why.
    private var unparsed: Set<String> = []
    /// The files that are machines of their own, in the order given.
    private(set) var machineFiles: [(file: SourceFile, tree: XMLElementTree)] = []

    init(_ files: [(file: SourceFile, tree: XMLElementTree?)]) {
        for (file, tree) in files {
            if let tree { trees[Self.key(file.path)] = tree } else { unparsed.insert(Self.key(file.path)) }
        }
        let parsed = files.compactMap { file, tree in tree.map { (file: file, tree: $0) } }
        let included = parsed.map { file, tree in Set(Self.includedFiles(of: tree, in: file.path).filter { $0 != Self.key(file.path) }) }
        machineFiles = Self.roots(parsed, included: included)
    }

    /// The absolute, standardised path a run's file and a resolved `src` are compared by.
    private static func key(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// The files no other file includes, then, for files that only include each other, the first
    /// of each such ring not yet reached: every parsed file is read, as a machine or inside one.
    private static func roots(
        _ parsed: [(file: SourceFile, tree: XMLElementTree)], included: [Set<String>]
    ) -> [(file: SourceFile, tree: XMLElementTree)] {
        let keys = parsed.map { key($0.file.path) }
        let indices = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let includedByOthers = Set(included.joined())
        var roots = keys.indices.filter { !includedByOthers.contains(keys[$0]) }
        var reached = Set(roots.map { keys[$0] })
        var pending = roots.flatMap { included[$0] }
        while true {
            while let next = pending.popLast() {
                guard reached.insert(next).inserted, let index = indices[next] else { continue }
                pending += included[index]
            }
            guard let ring = keys.indices.first(where: { !reached.contains(keys[$0]) }) else { break }
            roots.append(ring)
            reached.insert(keys[ring])
            pending = Array(included[ring])
        }
        return roots.sorted().map { parsed[$0] }
    }

    /// The files the `src` attributes of `tree` name, resolved.
    private static func includedFiles(of tree: XMLElementTree, in file: String) -> [String] {
        tree.elements.compactMap { element in
            guard isIncluding(element), let src = element.attributes["src"] else { return nil }
            return path(of: SrcValue.split(src).file, from: file)
        }
    }

    private static func isIncluding(_ element: XMLElementTree.Element) -> Bool {
        element.isSCXML && (element.name == "state" || element.name == "parallel") && element.attributes["src"] != nil
    }

    /// The file `reference` names, resolved against `file` as a URL reference is (Commons SCXML
    /// resolves it against the including document's URL); nil when it names no local file.
    static func path(of reference: String, from file: String) -> String? {
        let base = URL(fileURLWithPath: file)
        guard let url = URL(string: reference, relativeTo: base) else {
            return URL(fileURLWithPath: reference, relativeTo: base.deletingLastPathComponent()).standardizedFileURL.path
        }
        return url.isFileURL ? url.standardizedFileURL.path : nil
    }

    /// `tree` with every `src` it names, and those in what it takes in, grafted in or marked unread.
    func expanded(_ tree: XMLElementTree) -> XMLElementTree {
        var expansion = Expansion(tree: tree, inclusion: self)
        var index = 0
        // Grafted elements are appended, so the `src` attributes in included content come up too.
        while index < expansion.tree.elements.count {
            if Self.isIncluding(expansion.tree.elements[index]) { expansion.include(at: index) }
            index += 1
        }
        return expansion.tree
    }

    /// A `src` value: the file, and the state after `#` when there is one.
    private enum SrcValue {
        static func split(_ src: String) -> (file: String, fragment: String?) {
            guard let hash = src.firstIndex(of: "#") else { return (src, nil) }
            return (String(src[..<hash]), String(src[src.index(after: hash)...]))
        }
    }

    /// One tree being expanded, and the states already taken in, by file and place in it.
    private struct Expansion {
        struct Origin: Hashable {
            var file: String
            var index: Int
        }

        var tree: XMLElementTree
        let inclusion: SCXMLInclusion
        /// Where each state taken in from another file was included first.
        var includedAt: [Origin: SourceLocation] = [:]

        mutating func include(at index: Int) {
            let element = tree.elements[index]
            let src = element.attributes["src"] ?? ""
            let at = tree.location(ofAttribute: "src", of: index)
            let (reference, fragment) = SrcValue.split(src)
            guard let path = SCXMLInclusion.path(of: reference, from: element.location.file), let source = inclusion.trees[path] else {
                let unparsed = SCXMLInclusion.path(of: reference, from: element.location.file).map(inclusion.unparsed.contains) ?? false
                let problem = unparsed ? nil : InclusionProblems.notInRun(src, file: reference, state: element.stateName, at: at)
                return markUnread(index, reason: "its content is in `\(src)`, which was not read", at: at, problem, hidesStates: true)
            }
            guard !enclosingFiles(of: index).contains(path) else {
                return markUnread(
                    index, reason: "it includes itself", at: at, InclusionProblems.includesItself(src, state: element.stateName, at: at))
            }
            switch content(of: source, fragment: fragment, into: element) {
            case .failure(let problem):
                markUnread(index, reason: "`\(src)` could not be included", at: at, problem.diagnostic(src, including: element, at: at))
            case .success(let content):
                let origins = states(in: content.roots, of: source).map { Origin(file: path, index: $0) }
                if let again = origins.first(where: { includedAt[$0] != nil }), let first = includedAt[again] {
                    let problem = InclusionProblems.includedTwice(src, state: element.stateName, at: at, first: first)
                    return markUnread(index, reason: "`\(src)` is included twice", at: at, problem)
                }
                for origin in origins { includedAt[origin] = at }
                tree.graft(content.roots, of: source, into: index)
                tree.update(index) { element in
                    if let (initial, location) = content.initial {
                        element.attributes["initial"] = initial
                        element.attributeLocations["initial"] = location
                    } else if content.hasInitialElement {
                        element.attributes["initial"] = nil
                    }
                }
            }
        }

        /// What `source` gives a state: the states of its `<scxml>`, or everything in state `fragment`.
        private func content(
            of source: XMLElementTree, fragment: String?, into element: XMLElementTree.Element
        ) -> Result<Content, InclusionProblems.Content> {
            let root = 0
            guard let fragment else {
                guard source.elements[root].isSCXML, source.elements[root].name == "scxml" else { return .failure(.notSCXML) }
                let states = source.elements[root].children.filter { source.elements[$0].isState }
                let initial = source.elements[root].attributes["initial"].map { ($0, source.location(ofAttribute: "initial", of: root)) }
                return .success(Content(roots: states, initial: initial, hasInitialElement: false))
            }
            guard let part = source.elements.indices.first(where: { source.elements[$0].isState && source.elements[$0].attributes["id"] == fragment })
            else {
                return .failure(.noSuchState(fragment))
            }
            guard source.elements[part].name == element.name else { return .failure(.otherKind(fragment, kind: source.elements[part].name)) }
            let children = source.elements[part].children
            let initial = source.elements[part].attributes["initial"].map { ($0, source.location(ofAttribute: "initial", of: part)) }
            let hasInitialElement = children.contains { source.elements[$0].isSCXML && source.elements[$0].name == "initial" }
            return .success(Content(roots: children, initial: initial, hasInitialElement: hasInitialElement))
        }

        struct Content {
            var roots: [Int]
            var initial: (String, SourceLocation)?
            var hasInitialElement: Bool
        }

        /// The states at and below `roots` in `source`, by index.
        private func states(in roots: [Int], of source: XMLElementTree) -> [Int] {
            var found: [Int] = []
            var pending = roots
            while let next = pending.popLast() {
                if source.elements[next].isState { found.append(next) }
                pending += source.elements[next].children
            }
            return found
        }

        /// The files of the element and of every element around it: those it was included through.
        private func enclosingFiles(of index: Int) -> Set<String> {
            var files: Set<String> = []
            var current: Int? = index
            while let next = current {
                files.insert(SCXMLInclusion.key(tree.elements[next].location.file))
                current = tree.elements[next].parent
            }
            return files
        }

        private mutating func markUnread(
            _ index: Int, reason: String, at location: SourceLocation, _ diagnostic: Diagnostic?, hidesStates: Bool = false
        ) {
            tree.update(index) { element in
                element.unreadContent = XMLElementTree.UnreadContent(
                    reason: reason, location: location, diagnostic: diagnostic, hidesStates: hidesStates)
                // The included content would have said where the state starts.
                element.attributes["initial"] = nil
            }
        }
    }
}
