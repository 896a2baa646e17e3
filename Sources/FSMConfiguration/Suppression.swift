import FSMDiagnostics
import FSMModel

/// An inline comment that silences named rules on one line, with the reason why:
/// `# fsmcheck:disable-next-line unreachable-state -- kept for the v1 migration` in `.fsm`,
/// `// fsmcheck:disable-line predicate-clash -- checked at run time` in Swift.
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

    /// Every suppression comment in a file. `#` starts a comment in `.fsm` files, `//` in Swift.
    public static func all(in file: SourceFile) -> [Suppression] {
        let leader = file.fileExtension == "swift" ? "//" : "#"
        let marker = "fsmcheck:"
        guard file.text.contains(marker) else { return [] }
        var result: [Suppression] = []
        for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let markerRange = line.range(of: marker) else { continue }
            let before = line[..<markerRange.lowerBound]
            guard before.trimmingTrailingSpaces.hasSuffix(leader) else { continue }
            let rest = line[markerRange.upperBound...]
            guard let scope = [Scope.nextLine, .line].first(where: { rest.hasPrefix($0.rawValue) }) else { continue }
            let column = line[..<before.endIndex].count + 1
            let location = SourceLocation(file: file.path, line: index + 1, column: column)
            result.append(Suppression(directive: rest.dropFirst(scope.rawValue.count), scope: scope, at: location))
        }
        return result
    }

    /// Reads `RULE[, RULE…] -- reason`.
    init(directive: Substring, scope: Scope, at location: SourceLocation) {
        let parts = directive.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false)
        let ids = parts.first.map { $0.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }) } ?? []
        ruleIDs = ids.map(String.init)
        let reasonText = parts.count > 1 ? parts[1].trimmingCharacters : ""
        reason = reasonText.isEmpty ? nil : reasonText
        self.scope = scope
        self.location = location
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    fileprivate var trimmingCharacters: String {
        String(drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpaces.filter { $0 != "\r" })
    }
}
