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

/// Stored compactly when the coder knows the run's files: an array of three numbers, the file by
/// its place in `fileTable` (`SourceLocation.fileNumbers` to encode, `.filePaths` to decode), so a
/// stored machine does not repeat its file's path at every state and transition (decoding those
/// paths cost more than reading the files again). Without the table, or for a file not in it, the
/// path is written out.
extension SourceLocation {
    /// `[String: Int]`: where each file's path is in the table.
    public static let fileNumbers = CodingUserInfoKey(rawValue: "fsmcheck.fileNumbers")
    /// `[String]`: the table, in the same order.
    public static let filePaths = CodingUserInfoKey(rawValue: "fsmcheck.filePaths")

    private enum CodingKeys: String, CodingKey { case file, line, column }

    public init(from decoder: any Decoder) throws {
        if let paths = Self.filePaths.flatMap({ decoder.userInfo[$0] as? [String] }), var numbers = try? decoder.unkeyedContainer() {
            let number = try numbers.decode(Int.self)
            guard paths.indices.contains(number) else {
                throw DecodingError.dataCorruptedError(in: numbers, debugDescription: "file \(number) is not in the table")
            }
            self.init(file: paths[number], line: try numbers.decode(Int.self), column: try numbers.decode(Int.self))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        if let number = Self.fileNumbers.flatMap({ (encoder.userInfo[$0] as? [String: Int])?[file] }) {
            var numbers = encoder.unkeyedContainer()
            try numbers.encode(number)
            try numbers.encode(line)
            try numbers.encode(column)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
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
