import Foundation

/// Finds YAML aliases before Yams sees the text.
///
/// Yams resolves an alias by sharing the anchored node, and hashes mapping keys to find
/// duplicates: a key built from aliases of aliases (`&a [x, x]`, `&b [*a, *a]`, … `? *z`) costs
/// 2^depth to hash, so a 1 KB file can hang the parser. The format needs no anchors or aliases,
/// so a document that defines an anchor and uses an alias is refused unread.
///
/// The scan is over-cautious by design: it looks for `&name` and `*name` wherever YAML lets a
/// node start (after whitespace, a line start or `[`, `{`, `,`, `:`), so it never misses an alias,
/// at the price of refusing the rare file whose prose has both `&word` and `*word`.
enum AliasScan {
    /// The UTF-8 offset of the first alias, when the text also defines an anchor.
    static func firstAlias(in text: String) -> Int? {
        var text = text
        text.makeContiguousUTF8()
        let alias = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let alias = firstNodeStart(of: UInt8(ascii: "*"), in: bytes),
                firstNodeStart(of: UInt8(ascii: "&"), in: bytes) != nil
            else { return Int?.none }
            return alias
        }
        return alias ?? nil
    }

    /// The offset of the first `indicator` that stands where a node may start and is followed by a
    /// name. `memchr` does the scanning, so that files without the indicator cost almost nothing.
    private static func firstNodeStart(of indicator: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(indicator), bytes.count - offset) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if index == 0 || canStartNode(after: bytes[index - 1]), index + 1 < bytes.count, isNameByte(bytes[index + 1]) {
                return index
            }
            offset = index + 1
        }
        return nil
    }

    private static func canStartNode(after byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
            UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// Anchor names run to the next space or flow indicator.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","):
            false
        default: true
        }
    }
}
