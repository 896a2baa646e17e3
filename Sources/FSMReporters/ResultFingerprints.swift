import FSMDiagnostics

/// The `primaryLocationLineHash` of every result of a SARIF log, the one fingerprint code scanning
/// reads to tell whether a result of this run is an alert it already knows.
///
/// A result alone on its line gets the line's hash exactly as GitHub computes it (`LineHash`), so
/// the upload action finds nothing to correct and an alert follows its line as the file changes.
/// Several results on one line (a YAML flow mapping, an `events:` list) would share that hash,
/// and code scanning would keep one alert for them all; so each of those gets a hash of the line's
/// hash and what the result is about (rule, machine, states, event), counted like GitHub's own
/// repeated lines (`hash:1`, `hash:2`) where even that is the same. No two results of one log share
/// a value.
struct ResultFingerprints {
    private var lineHashes: [String: [String]] = [:]
    private let texts: [String: String]

    init(sources: [SourceFile]) {
        texts = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// One fingerprint per diagnostic, in order; `artifacts` names each diagnostic's file as the
    /// log does, for files whose text was never read.
    mutating func fingerprints(of diagnostics: [Diagnostic], artifacts: [String]) -> [String] {
        let lineValues = zip(diagnostics, artifacts).map { diagnostic, artifact in
            lineHash(file: diagnostic.location.file, line: diagnostic.location.line) ?? StableHash.hex(
                of: ["unread", artifact, diagnostic.ruleID, diagnostic.message].joined(separator: "\u{1F}")) + ":1"
        }
        var sharing: [String: Int] = [:]
        for value in lineValues { sharing[value, default: 0] += 1 }
        var taken = Set(lineValues.filter { sharing[$0] == 1 })
        var occurrences: [String: Int] = [:]
        return zip(diagnostics, lineValues).map { diagnostic, lineValue in
            guard sharing[lineValue] != 1 else { return lineValue }
            let subject = diagnostic.subject
            var identity = [lineValue, diagnostic.ruleID, subject.machine ?? "", subject.states.joined(separator: ","), subject.event ?? ""]
            if subject.machine == nil, subject.states.isEmpty, subject.event == nil { identity.append(diagnostic.message) }
            let hash = StableHash.hex(of: identity.joined(separator: "\u{1F}"))
            var value: String
            repeat {
                occurrences[hash, default: 0] += 1
                value = hash + ":\(occurrences[hash] ?? 1)"
            } while !taken.insert(value).inserted
            return value
        }
    }

    /// GitHub's hash of the diagnostic's line, or nil when fsmcheck has not read the file.
    private mutating func lineHash(file: String, line: Int) -> String? {
        guard let text = texts[file] else { return nil }
        let hashes = lineHashes[file] ?? LineHash.hashes(of: text)
        lineHashes[file] = hashes
        let line = max(1, line)
        return line <= hashes.count ? hashes[line - 1] : nil
    }
}
