/// Takes out the time a PDF was made, so that drawing the same machine twice gives the same bytes.
///
/// cairo stamps every PDF's document information with `/CreationDate` (and, in later versions,
/// `/ModDate`). cairo 1.17.6 and later take that time from `SOURCE_DATE_EPOCH` when it is set, but
/// Debian 12's cairo 1.16 always writes the current time, and Graphviz gives no access to the
/// surface where cairo's metadata could be set. So each such entry is overwritten with spaces,
/// which keeps every byte offset in the file's cross-reference table valid: the entries are
/// optional, and whitespace is allowed anywhere between a dictionary's entries.
enum PDFTimestamps {
    static func removed(from pdf: [UInt8]) -> [UInt8] {
        var bytes = pdf
        for key in keys {
            var start = 0
            while let found = firstRange(of: key, in: bytes, from: start) {
                start = found.upperBound
                guard let end = dateEnd(in: bytes, from: found.upperBound) else { continue }
                for index in found.lowerBound..<end { bytes[index] = UInt8(ascii: " ") }
                start = end
            }
        }
        return bytes
    }

    private static let keys = ["/CreationDate (", "/ModDate ("].map { Array($0.utf8) }

    /// Just past the `)` of a PDF date (`D:YYYYMMDDHHmmSS` and a time zone: `Z`, `+01'00`), or nil
    /// when the string there is not one, so nothing but a date is ever touched.
    private static func dateEnd(in bytes: [UInt8], from start: Int) -> Int? {
        let prefix = Array("D:".utf8)
        guard start + prefix.count + 14 < bytes.count, Array(bytes[start..<start + 2]) == prefix else { return nil }
        let digits = bytes[start + 2..<start + 16]
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        var index = start + 16
        let zone = Set("Z+-'0123456789".utf8)
        while index < bytes.count, index < start + 24, zone.contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ")") ? index + 1 : nil
    }

    private static func firstRange(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Range<Int>? {
        guard !pattern.isEmpty, bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        for index in start...(bytes.count - pattern.count) where bytes[index] == pattern[0] {
            if bytes[index..<index + pattern.count].elementsEqual(pattern) { return index..<index + pattern.count }
        }
        return nil
    }
}
