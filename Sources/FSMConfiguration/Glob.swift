/// A path pattern as in `.gitignore` and SwiftLint's `excluded`: `*` and `?` match within one
/// path component, `**` matches any number of components, and a pattern naming a folder
/// matches everything in it.
///
/// Matching is iterative dynamic programming over components and characters, so no pattern
/// can make it take exponential time or recurse.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        self.pattern = pattern
        self.components = trimmed.split(separator: "/", omittingEmptySubsequences: true) + ["**"]
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) is matched by the pattern or lies in a folder it matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        // reachable[j]: the first i pattern components can match the first j path components.
        var reachable = [Bool](repeating: false, count: parts.count + 1)
        reachable[0] = true
        for component in components {
            var next = [Bool](repeating: false, count: parts.count + 1)
            if component == "**" {
                var seen = false
                for j in 0...parts.count {
                    seen = seen || reachable[j]
                    next[j] = seen
                }
            } else {
                for j in parts.indices where reachable[j] {
                    next[j + 1] = Self.matches(component: component, Array(parts[j]))
                }
            }
            reachable = next
        }
        return reachable[parts.count]
    }

    /// `*` and `?` within one component, by the classic linear backtracking-to-last-star scan.
    private static func matches(component pattern: Substring, _ text: [Character]) -> Bool {
        let pattern = Array(pattern)
        var p = 0
        var t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.p + 1
                t = last.t + 1
                star = (last.p, last.t + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
