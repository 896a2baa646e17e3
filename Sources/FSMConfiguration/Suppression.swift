import FSMDiagnostics
import FSMModel

/// An inline comment that silences named rules on one line, with the reason why:
/// `# fsmcheck:disable-next-line unreachable-state -- kept for the v1 migration` in `.fsm`,
/// `// fsmcheck:disable-line predicate-clash -- checked at run time` in Swift and SMC, and
/// `<!-- fsmcheck:disable-next-line dead-end because the parent exits it -->` in SCXML, where
/// XML forbids `--` inside a comment.
public struct Suppression: Hashable, Sendable {
    public enum Scope: String, Hashable, Sendable {
        /// `disable-next-line`: the line below the comment.
        case nextLine = "disable-next-line"
        /// `disable-line`: the comment's own line.
        case line = "disable-line"
    }

    public var ruleIDs: [String]
    /// `nil` when the comment gives none; such a suppression silences nothing.
    public var reason: String?
    public var scope: Scope
    /// Where the directive is written.
    public var location: SourceLocation

    /// The line whose findings it silences.
    public var targetLine: Int {
        scope == .nextLine ? location.line + 1 : location.line
    }

    /// Every suppression comment in a file, in the comment syntax of its notation: the one its
    /// extension names, or `notation` (an extension such as `sm`) when the file was read as that.
    public static func all(in file: SourceFile, notation: String? = nil) -> [Suppression] {
        let syntax = CommentSyntax(fileExtension: notation ?? file.fileExtension)
        let leader = syntax.leader
        let marker = "fsmcheck:"
        guard TextSearch.contains(marker, in: file.text) else { return [] }
        var result: [Suppression] = []
        for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let markerRange = line.range(of: marker) else { continue }
            let before = line[..<markerRange.lowerBound]
            guard before.trimmingTrailingSpaces.hasSuffix(leader) else { continue }
            let rest = line[markerRange.upperBound...]
            guard let scope = [Scope.nextLine, .line].first(where: { rest.hasPrefix($0.rawValue) }) else { continue }
            var directive = rest.dropFirst(scope.rawValue.count)
            if let trailer = syntax.trailer, let end = directive.range(of: trailer) { directive = directive[..<end.lowerBound] }
            guard directive.first.map({ $0 == " " || $0 == "\t" || $0 == "\r" }) ?? true else { continue }
            let column = before.count + 1
            let location = SourceLocation(file: file.path, line: index + 1, column: column)
            result.append(Suppression(directive: directive, scope: scope, reasonSeparator: syntax.reasonSeparator, at: location))
        }
        return result
    }

    /// Reads `RULE[, RULE…] -- reason`.
    init(directive: Substring, scope: Scope, reasonSeparator: String, at location: SourceLocation) {
        let parts = directive.split(separator: reasonSeparator, maxSplits: 1, omittingEmptySubsequences: false)
        let ids = parts.first.map { $0.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }) } ?? []
        ruleIDs = ids.map(String.init)
        let reasonText = parts.count > 1 ? parts[1].trimmed : ""
        reason = reasonText.isEmpty ? nil : reasonText
        self.scope = scope
        self.location = location
    }
}

/// How a notation writes a one-line comment, and how a suppression in it introduces its reason.
private struct CommentSyntax {
    var leader: String
    var trailer: String?
    var reasonSeparator: String

    init(fileExtension: String) {
        switch fileExtension {
        case "swift", "sm": self.init(leader: "//", trailer: nil, reasonSeparator: "--")
        case "scxml", "xml": self.init(leader: "<!--", trailer: "-->", reasonSeparator: " because ")
        default: self.init(leader: "#", trailer: nil, reasonSeparator: "--")
        }
    }

    private init(leader: String, trailer: String?, reasonSeparator: String) {
        self.leader = leader
        self.trailer = trailer
        self.reasonSeparator = reasonSeparator
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    fileprivate var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpaces.filter { $0 != "\r" })
    }
}
