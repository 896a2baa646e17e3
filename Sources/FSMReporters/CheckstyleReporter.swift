import FSMDiagnostics

/// Checkstyle XML, the lingua franca of lint dashboards (Jenkins Warnings, Danger, reviewdog):
/// one `<file>` per file with findings, one `<error>` per finding.
public struct CheckstyleReporter: Reporter {
    public var paths: RelativePaths

    public init(paths: RelativePaths) {
        self.paths = paths
    }

    public func render(_ report: Report) -> String {
        var output = XMLEscaping.declaration + "<checkstyle version=\"4.3\">\n"
        var groups: [(file: String, diagnostics: [Diagnostic])] = []
        for diagnostic in report.diagnostics {
            if groups.last?.file == diagnostic.location.file {
                groups[groups.count - 1].diagnostics.append(diagnostic)
            } else {
                groups.append((diagnostic.location.file, [diagnostic]))
            }
        }
        for group in groups {
            output += "  <file name=\"\(XMLEscaping.attribute(paths.relative(group.file)))\">\n"
            for diagnostic in group.diagnostics {
                output += "    <error line=\"\(max(1, diagnostic.location.line))\" column=\"\(max(1, diagnostic.location.column))\""
                output += " severity=\"\(Self.severity(diagnostic.severity))\""
                output += " message=\"\(XMLEscaping.attribute(diagnostic.messageWithHint))\""
                output += " source=\"fsmcheck.\(XMLEscaping.attribute(diagnostic.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
