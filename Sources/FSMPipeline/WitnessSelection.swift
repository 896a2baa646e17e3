import FSMDiagnostics
import Foundation

/// The finding `render --witness FILE:LINE[:COLUMN]` draws the path of, named by the location
/// `lint` prints for it; relative and absolute spellings of the file are the same file.
public struct FindingLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int?

    /// Reads `Specs/broken.fsm:35` or `Specs/broken.fsm:35:3`; nil when it has no line number.
    public init?(_ text: String) {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        while numbers.count < 2, parts.count > 1, let last = parts.last.flatMap({ Int($0) }), last > 0 {
            numbers.insert(last, at: 0)
            parts.removeLast()
        }
        guard let line = numbers.first, !parts.joined(separator: ":").isEmpty else { return nil }
        file = parts.joined(separator: ":")
        self.line = line
        column = numbers.count > 1 ? numbers[1] : nil
    }

    public var description: String { "\(file):\(line)" + (column.map { ":\($0)" } ?? "") }

    func matches(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.location.line == line && (column.map { $0 == diagnostic.location.column } ?? true)
            && Self.absolute(diagnostic.location.file) == Self.absolute(file)
    }

    private static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}

extension Workspace {
    /// The machine the finding at `location` is about, and the finding's witness; an invocation
    /// error saying what is there instead when no finding there has a path to draw.
    public func witness(at location: FindingLocation, paths: RelativePaths) throws(InvocationError) -> (machine: CheckedMachine, finding: Diagnostic)
    {
        let here = machines.flatMap { machine in machine.findings.filter(location.matches).map { (machine, $0) } }
        if let found = here.first(where: { $0.1.witness.map { $0.why == nil } ?? false }) { return found }
        if let reason = here.lazy.compactMap({ $0.1.witness?.why }).first {
            throw InvocationError("the finding at \(location) has no path to draw: \(reason)")
        }
        let withPaths = machines.flatMap(\.findings).filter { $0.witness.map { $0.why == nil } ?? false }
        let listed = withPaths.prefix(10).map { "  \(paths.relative($0.location.file)):\($0.location.line):\($0.location.column) [\($0.ruleID)]" }
        let more = withPaths.count > listed.count ? ["  … and \(withPaths.count - listed.count) more"] : []
        let what =
            here.isEmpty
            ? "no finding is at \(location)" : "the findings at \(location) (\(here.map(\.1.ruleID).joined(separator: ", "))) have no path"
        throw InvocationError(
            withPaths.isEmpty
                ? "\(what); no finding read has one (dead-end, trap, final-unreachable and predicate-clash findings do)"
                : ([what + "; findings with a path:"] + listed + more).joined(separator: "\n"))
    }
}
