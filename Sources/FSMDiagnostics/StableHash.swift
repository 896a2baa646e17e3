/// A hash that is the same in every process and on every machine, unlike `Hasher`, which is
/// seeded per process: fingerprints written today, and cache entries written by yesterday's run,
/// must match those computed next month.
///
/// 64-bit FNV-1a: not cryptographic, which fingerprints and cache keys do not need (nobody gains
/// by forging a collision with their own files), and small enough to own.
public enum StableHash {
    public static func hex(of text: String) -> String {
        hex(value(of: text))
    }

    public static func value(of text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { value(of: UnsafeRawBufferPointer($0)) }
    }

    public static func value(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Sixteen hexadecimal digits, zero-padded, so that hashes sort and compare as text.
    public static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
