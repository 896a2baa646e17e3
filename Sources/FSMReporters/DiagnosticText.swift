import FSMDiagnostics

/// The plain-text pieces several formats share, so a finding reads the same in every one.
extension Diagnostic {
    /// `file:line:column: severity: message [rule-id]`, the line compilers and editors understand.
    func compilerStyleLine(paths: RelativePaths) -> String {
        "\(paths.relative(location.file)):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(ruleID)]"
    }

    /// The message with its hint, for formats that have a single message field.
    var messageWithHint: String {
        hint.map { "\(message) (\($0))" } ?? message
    }

    /// The message, every note, the witness and the hint on their own lines, for formats with a free-text body.
    func detailedText(paths: RelativePaths) -> String {
        var lines = [compilerStyleLine(paths: paths)]
        lines += notes.map { "\(paths.relative($0.location.file)):\($0.location.line):\($0.location.column): note: \($0.message)" }
        if let witness { lines.append("note: \(witness.summary)") }
        if let hint { lines.append("hint: \(hint)") }
        return lines.joined(separator: "\n")
    }
}

extension Report {
    /// `2 errors, 1 warning in 3 machines from 2 files`: the closing line of the text formats.
    public var summaryText: String {
        let notes = count(of: .note)
        var parts = [HumanReporter.plural(count(of: .error), "error"), HumanReporter.plural(count(of: .warning), "warning")]
        if notes > 0 { parts.append(HumanReporter.plural(notes, "note")) }
        return parts.joined(separator: ", ") + " in \(HumanReporter.plural(machineCount, "machine")) from \(HumanReporter.plural(fileCount, "file"))"
    }
}
