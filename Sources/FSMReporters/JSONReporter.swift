import FSMDiagnostics

/// One JSON object for machines and scripts: `{"diagnostics": [...], "summary": {...}}`; a finding
/// with a witness has `witness` (its steps: `state`, `event`, `guard`, `to`, `location`) or `why`.
///
/// Keys are sorted and diagnostics are in report order, so the same input gives byte-identical
/// output, which is what lets CI diff two runs.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let document = Document(
            diagnostics: report.diagnostics.map(Entry.init),
            summary: Summary(
                errors: report.count(of: .error),
                warnings: report.count(of: .warning),
                notes: report.count(of: .note),
                files: report.fileCount,
                machines: report.machineCount
            )
        )
        return JSONText.document(document)
    }

    private struct Document: Encodable {
        var diagnostics: [Entry]
        var summary: Summary
    }

    private struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
        var files: Int
        var machines: Int
    }

    private struct Entry: Encodable {
        var rule: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var hint: String?
        var notes: [NoteEntry]
        /// The steps that lead to the finding, then, for a clash, the event that fires both transitions.
        var witness: [WitnessStepJSON]?
        /// Why no path leads to it (unreachable-state).
        var why: String?
        /// Where the witness starts, when the machine may start in several places.
        var witnessStart: [String]?

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.ruleID
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            hint = diagnostic.hint
            notes = diagnostic.notes.map(NoteEntry.init)
            if let found = diagnostic.witness {
                why = found.why
                witnessStart = found.start
                witness =
                    found.why == nil
                    ? found.steps.map { WitnessStepJSON($0) } + (found.trigger.map { [WitnessStepJSON($0, clashes: true)] } ?? []) : nil
            }
        }
    }

    private struct NoteEntry: Encodable {
        var message: String
        var file: String
        var line: Int
        var column: Int

        init(_ note: Note) {
            message = note.message
            file = note.location.file
            line = note.location.line
            column = note.location.column
        }
    }
}
