/// A hash that is the same in every process and on every machine, unlike `Hasher`, which is
/// seeded per process: fingerprints written today must match those written next month.
///
/// 64-bit FNV-1a: not cryptographic, which fingerprints do not need, and small enough to own.
enum StableHash {
    static func hex(of text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
