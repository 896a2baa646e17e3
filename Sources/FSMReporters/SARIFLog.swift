/// The SARIF 2.1.0 objects fsmcheck writes, named and shaped as in the specification; optional
/// properties that are nil are left out of the log.
enum SARIFLog {
    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        /// What `uriBaseId`s stand for: `%SRCROOT%`, the repository's root.
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
        var columnKind: String
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
        var enabled: Bool
    }

    /// A message, or SARIF's multiformat message string where `markdown` is given too.
    struct Message: Encodable {
        var text: String
        var markdown: String?
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        /// The steps that lead to a finding, for rules that can show them; none does yet.
        var codeFlows: [CodeFlow]?
    }

    struct CodeFlow: Encodable {
        var message: Message?
        var threadFlows: [ThreadFlow]
    }

    struct ThreadFlow: Encodable {
        var locations: [ThreadFlowLocation]
    }

    struct ThreadFlowLocation: Encodable {
        var location: Location
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int?
    }
}
