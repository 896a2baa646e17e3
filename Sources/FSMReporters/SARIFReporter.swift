import FSMDiagnostics

/// SARIF 2.1.0, the format GitHub code scanning and most static-analysis dashboards import, with
/// what code scanning requires of an upload: rules with help, regions with an end, and a
/// `primaryLocationLineHash` fingerprint for every result (`ResultFingerprints`).
///
/// The rule table is generated from the rule metadata, so every result points at a rule with a
/// description, help and a help link. Artifact URIs are relative to `%SRCROOT%`, the repository's
/// root (`SourceRoot`), which the run declares in `originalUriBaseIds`: code scanning reads
/// relative URIs from the root of the repository it analyses, so the log is the same from
/// whichever folder, and with whichever spelling of the paths, fsmcheck was run.
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
    /// The files the run read: regions end where their token ends, and line hashes need the text.
    public var sources: [SourceFile]
    public var root: SourceRoot

    public init(tool: Tool, rules: [RuleDescription], sources: [SourceFile], root: SourceRoot) {
        self.tool = tool
        self.rules = rules
        self.sources = sources
        self.root = root
    }

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The `uriBaseId` of every relative artifact URI.
    public static let sourceRootID = "%SRCROOT%"

    public func render(_ report: Report) -> String {
        let ruleIndices = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let lines = SourceLines(sources)
        var fingerprints = ResultFingerprints(sources: sources)
        let hashes = fingerprints.fingerprints(of: report.diagnostics, artifacts: report.diagnostics.map { root.uri(for: $0.location.file).uri })
        let results = zip(report.diagnostics, hashes).map { diagnostic, hash in
            result(for: diagnostic, ruleIndex: ruleIndices[diagnostic.ruleID], lineHash: hash, lines: lines)
        }
        let log = SARIFLog.Log(
            schema: Self.schemaURI,
            version: "2.1.0",
            runs: [
                SARIFLog.Run(
                    tool: SARIFLog.Tool(
                        driver: SARIFLog.Driver(
                            name: tool.name,
                            version: tool.version,
                            semanticVersion: tool.version,
                            informationUri: tool.informationURI,
                            rules: rules.map(descriptor)
                        )),
                    originalUriBaseIds: [Self.sourceRootID: SARIFLog.ArtifactLocation(uri: root.uri)],
                    results: results,
                    columnKind: "unicodeCodePoints"
                )
            ]
        )
        return JSONText.document(log)
    }

    private func descriptor(for rule: RuleDescription) -> SARIFLog.ReportingDescriptor {
        SARIFLog.ReportingDescriptor(
            id: rule.id,
            name: rule.id,
            shortDescription: SARIFLog.Message(text: rule.summary),
            fullDescription: SARIFLog.Message(text: rule.rationale),
            help: SARIFLog.Message(text: rule.helpText, markdown: rule.helpMarkdown),
            helpUri: tool.ruleHelpBaseURI + rule.id,
            defaultConfiguration: SARIFLog.Configuration(level: Self.level(rule.defaultSeverity), enabled: !rule.isOptIn)
        )
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int?, lineHash: String, lines: SourceLines) -> SARIFLog.Result {
        SARIFLog.Result(
            ruleId: diagnostic.ruleID,
            ruleIndex: ruleIndex,
            level: Self.level(diagnostic.severity),
            message: SARIFLog.Message(text: Self.text(of: diagnostic)),
            locations: [
                SARIFLog.Location(
                    id: nil,
                    physicalLocation: physicalLocation(diagnostic.location.file, diagnostic.location.line, diagnostic.location.column, lines: lines),
                    message: nil)
            ],
            relatedLocations: diagnostic.notes.isEmpty
                ? nil
                : diagnostic.notes.enumerated().map { index, note in
                    SARIFLog.Location(
                        id: index, physicalLocation: physicalLocation(note.location.file, note.location.line, note.location.column, lines: lines),
                        message: SARIFLog.Message(text: note.message))
                },
            partialFingerprints: ["primaryLocationLineHash": lineHash],
            codeFlows: codeFlows(of: diagnostic, lines: lines)
        )
    }

    /// The message, why nothing leads there (for a state no path enters), and the hint.
    private static func text(of diagnostic: Diagnostic) -> String {
        guard let why = diagnostic.witness?.why else { return diagnostic.messageWithHint }
        return diagnostic.hint.map { "\(diagnostic.message); \(why) (\($0))" } ?? "\(diagnostic.message); \(why)"
    }

    /// The witness as one code flow, each step at the line of its transition: GitHub shows it as
    /// the path to the finding. None for a finding already true in the initial configuration.
    private func codeFlows(of diagnostic: Diagnostic, lines: SourceLines) -> [SARIFLog.CodeFlow]? {
        guard let witness = diagnostic.witness, witness.why == nil, !witness.allSteps.isEmpty else { return nil }
        var locations = witness.steps.map { step in
            flowLocation(step, message: step.sentence, lines: lines)
        }
        if let trigger = witness.trigger {
            locations.append(flowLocation(trigger, message: "in `\(trigger.state)`, \(trigger.label) can fire both transitions", lines: lines))
        }
        return [SARIFLog.CodeFlow(message: SARIFLog.Message(text: witness.summary), threadFlows: [SARIFLog.ThreadFlow(locations: locations)])]
    }

    private func flowLocation(_ step: Witness.Step, message: String, lines: SourceLines) -> SARIFLog.ThreadFlowLocation {
        let location = step.location
        return SARIFLog.ThreadFlowLocation(
            location: SARIFLog.Location(
                id: nil, physicalLocation: physicalLocation(location.file, location.line, location.column, lines: lines),
                message: SARIFLog.Message(text: message)
            ))
    }

    private func physicalLocation(_ file: String, _ line: Int, _ column: Int, lines: SourceLines) -> SARIFLog.PhysicalLocation {
        let (uri, isRelative) = root.uri(for: file)
        let line = max(1, line)
        let endColumn = lines.excerpt(line, of: file, around: column).map { text, excerptColumn in
            column + TokenExtent.endColumn(of: text, from: excerptColumn) - excerptColumn
        }
        return SARIFLog.PhysicalLocation(
            artifactLocation: SARIFLog.ArtifactLocation(uri: uri, uriBaseId: isRelative ? Self.sourceRootID : nil),
            region: SARIFLog.Region(startLine: line, startColumn: max(1, column), endLine: line, endColumn: endColumn)
        )
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
