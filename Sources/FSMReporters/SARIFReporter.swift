import FSMDiagnostics
import Foundation

/// SARIF 2.1.0, the format GitHub code scanning and most static-analysis dashboards import.
///
/// The rule table is generated from the rule metadata, so every result points at a rule with a
/// description and a help link. Paths are made relative to the working directory, because code
/// scanning resolves them against the repository root. Fingerprints hash what a finding is about
/// (rule, file, machine, states, event), not where it is, so a finding keeps its identity, and its
/// dismissal, when lines above it move.
public struct SARIFReporter: Reporter {
    /// What SARIF calls the driver: the tool that produced the results.
    public struct Tool: Sendable {
        public var name: String
        public var version: String
        public var informationURI: String
        /// Prefixed to a rule id to give the rule's documentation page.
        public var ruleHelpBaseURI: String

        public init(name: String, version: String, informationURI: String, ruleHelpBaseURI: String) {
            self.name = name
            self.version = version
            self.informationURI = informationURI
            self.ruleHelpBaseURI = ruleHelpBaseURI
        }
    }

    public var tool: Tool
    public var rules: [RuleDescription]
    public var paths: RelativePaths

    public init(tool: Tool, rules: [RuleDescription], paths: RelativePaths) {
        self.tool = tool
        self.rules = rules
        self.paths = paths
    }

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public func render(_ report: Report) -> String {
        let ruleIndices = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let log = Log(
            schema: Self.schemaURI,
            version: "2.1.0",
            runs: [
                Run(
                    tool: ToolObject(driver: Driver(
                        name: tool.name,
                        version: tool.version,
                        semanticVersion: tool.version,
                        informationUri: tool.informationURI,
                        rules: rules.map(descriptor)
                    )),
                    results: report.diagnostics.map { result(for: $0, ruleIndex: ruleIndices[$0.ruleID]) },
                    columnKind: "unicodeCodePoints"
                ),
            ]
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Only strings and integers are encoded, which cannot fail; an empty object keeps the output JSON regardless.
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func descriptor(for rule: RuleDescription) -> Descriptor {
        Descriptor(
            id: rule.id,
            name: rule.id,
            shortDescription: Text(text: rule.summary),
            fullDescription: Text(text: rule.rationale),
            helpUri: tool.ruleHelpBaseURI + rule.id,
            defaultConfiguration: Configuration(level: Self.level(rule.defaultSeverity), enabled: !rule.isOptIn)
        )
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int?) -> Result {
        Result(
            ruleId: diagnostic.ruleID,
            ruleIndex: ruleIndex,
            level: Self.level(diagnostic.severity),
            message: Text(text: diagnostic.messageWithHint),
            locations: [Location(id: nil, physicalLocation: physicalLocation(diagnostic.location.file, diagnostic.location.line, diagnostic.location.column), message: nil)],
            relatedLocations: diagnostic.notes.isEmpty ? nil : diagnostic.notes.enumerated().map { index, note in
                Location(id: index, physicalLocation: physicalLocation(note.location.file, note.location.line, note.location.column), message: Text(text: note.message))
            },
            partialFingerprints: [Self.fingerprintKey: fingerprint(of: diagnostic)]
        )
    }

    private func physicalLocation(_ file: String, _ line: Int, _ column: Int) -> PhysicalLocation {
        PhysicalLocation(
            artifactLocation: ArtifactLocation(uri: paths.uri(for: file)),
            region: Region(startLine: max(1, line), startColumn: max(1, column))
        )
    }

    static let fingerprintKey = "fsmcheckFindingHash/v1"

    /// The finding's identity, hashed. A finding without a subject (a file that cannot be read)
    /// is identified by its message instead, which is as stable as anything it has.
    private func fingerprint(of diagnostic: Diagnostic) -> String {
        let subject = diagnostic.subject
        var parts = [diagnostic.ruleID, paths.relative(diagnostic.location.file), subject.machine ?? "", subject.states.joined(separator: ","), subject.event ?? ""]
        if subject.machine == nil, subject.states.isEmpty, subject.event == nil { parts.append(diagnostic.message) }
        return StableHash.hex(of: parts.joined(separator: "\u{1F}"))
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    // The SARIF objects fsmcheck writes, named and shaped as in the specification.

    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: ToolObject
        var results: [Result]
        var columnKind: String
    }

    private struct ToolObject: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [Descriptor]
    }

    private struct Descriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var helpUri: String
        var defaultConfiguration: Configuration
    }

    private struct Configuration: Encodable {
        var level: String
        var enabled: Bool
    }

    private struct Text: Encodable {
        var text: String
    }

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
    }

    private struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Text?
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
    }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
