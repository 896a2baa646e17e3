/// A position in a source file, so every element and finding can point back to what the user wrote.
///
/// Lines and columns are 1-based; a column counts characters as the loader that made it saw them.
/// Ordering is by file, then line, then column, which is the order reports are printed in.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A name as written in a source, with where it was written: a state named as a target,
/// an event, an action, a super state in an `inherits` list.
public struct Reference: Hashable, Codable, Sendable, CustomStringConvertible {
    public var name: String
    public var location: SourceLocation

    public init(_ name: String, at location: SourceLocation) {
        self.name = name
        self.location = location
    }

    public var description: String { name }
}
