/// Where the token a diagnostic points at ends on its line, so that SARIF regions have an end
/// (code scanning underlines the region) although diagnostics carry only where they start.
///
/// Columns count Unicode code points, as SARIF's `columnKind` says. A token is a name, possibly
/// dotted or with a leading `.`, `@` or `#` (`Brewing`, `Cup.present`, `.locked`), a quoted
/// string, or else the one character at the column. A diagnostic without a column (0) covers
/// its whole line.
enum TokenExtent {
    /// The column just past the token that starts at `column`; `column` itself when the line
    /// ends there.
    static func endColumn(of line: String, from column: Int) -> Int {
        let scalars = Array(line.unicodeScalars)
        guard column >= 1 else { return scalars.count + 1 }
        let start = column - 1
        guard start < scalars.count else { return column }
        var end = start + 1
        let first = scalars[start]
        if first == "\"" || first == "'" {
            while end < scalars.count, scalars[end] != first { end += 1 }
            return min(end + 1, scalars.count) + 1
        }
        let startsName =
            isNameCharacter(first) || ((first == "." || first == "@" || first == "#") && end < scalars.count && isNameCharacter(scalars[end]))
        guard startsName else { return column + 1 }
        while end < scalars.count,
            isNameCharacter(scalars[end]) || (scalars[end] == "." && end + 1 < scalars.count && isNameCharacter(scalars[end + 1]))
        {
            end += 1
        }
        return end + 1
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
