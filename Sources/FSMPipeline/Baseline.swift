import FSMDiagnostics
import Foundation

/// The findings a team has accepted for now, so that CI fails only on new ones.
///
/// A finding is identified by what it is about (rule, file, machine, states, event; the message
/// when it names no machine), never by its line, so edits elsewhere in a file do not bring
/// accepted findings back. Identical findings are counted: a second copy of one is new.
public struct Baseline: Sendable, Equatable {
    struct Entry: Codable, Hashable, Comparable {
        var rule: String
        var file: String
        var machine: String?
        var states: [String]
        var event: String?
        var message: String?

        init(_ diagnostic: Diagnostic, paths: RelativePaths) {
            let subject = diagnostic.subject
            rule = diagnostic.ruleID
            file = paths.relative(diagnostic.location.file)
            machine = subject.machine
            states = subject.states
            event = subject.event
            let hasSubject = subject.machine != nil || !subject.states.isEmpty || subject.event != nil
            message = hasSubject ? nil : diagnostic.message
        }

        enum CodingKeys: String, CodingKey {
            case rule, file, machine, states, event, message
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            rule = try container.decode(String.self, forKey: .rule)
            file = try container.decode(String.self, forKey: .file)
            machine = try container.decodeIfPresent(String.self, forKey: .machine)
            states = try container.decodeIfPresent([String].self, forKey: .states) ?? []
            event = try container.decodeIfPresent(String.self, forKey: .event)
            message = try container.decodeIfPresent(String.self, forKey: .message)
        }

        /// Empty and absent fields are left out, so each entry shows only what identifies it.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(file, forKey: .file)
            try container.encodeIfPresent(machine, forKey: .machine)
            if !states.isEmpty { try container.encode(states, forKey: .states) }
            try container.encodeIfPresent(event, forKey: .event)
            try container.encodeIfPresent(message, forKey: .message)
        }

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.machine ?? "", lhs.states.joined(separator: ","), lhs.event ?? "", lhs.message ?? "")
                < (rhs.file, rhs.rule, rhs.machine ?? "", rhs.states.joined(separator: ","), rhs.event ?? "", rhs.message ?? "")
        }
    }

    private struct Document: Codable {
        var version: Int
        var findings: [Entry]
    }

    static let formatVersion = 1

    private var entries: [Entry]

    public init(recording diagnostics: [Diagnostic], paths: RelativePaths) {
        entries = diagnostics.map { Entry($0, paths: paths) }.sorted()
    }

    public static func read(path: String) throws(InvocationError) -> Baseline {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw InvocationError("cannot read the baseline \(path): \(error.localizedDescription); write one with --write-baseline")
        }
        guard document.version == formatVersion else {
            throw InvocationError("the baseline \(path) has format version \(document.version); this fsmcheck reads version \(formatVersion)")
        }
        return Baseline(entries: document.findings)
    }

    private init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Sorted, pretty-printed JSON, so a baseline diffs well under version control.
    public var text: String {
        JSONText.document(Document(version: Self.formatVersion, findings: entries))
    }

    /// The diagnostics the baseline does not account for, in their original order.
    public func newFindings(in diagnostics: [Diagnostic], paths: RelativePaths) -> [Diagnostic] {
        zip(diagnostics, isNew(diagnostics, paths: paths)).filter(\.1).map(\.0)
    }

    /// Parallel to `diagnostics`: false for each one the baseline accounts for. Identical findings
    /// are counted, so a second copy of an accepted one is new.
    func isNew(_ diagnostics: [Diagnostic], paths: RelativePaths) -> [Bool] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return diagnostics.map { diagnostic in
            let entry = Entry(diagnostic, paths: paths)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    public var count: Int { entries.count }
}
