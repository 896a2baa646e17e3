@_spi(RawSyntax) internal import SwiftSyntax

/// A set of raw nodes of one tree, by identity.
///
/// `ActiveSyntax` marks the nodes on the way to every candidate and asks of each node it visits
/// whether it is marked: a `Set<RawSyntax.ID>` spent a tenth of the hand-written reader's time in
/// `Hasher` (SipHash, seeded per process) for keys that are already well-spread addresses. Open
/// addressing with one multiplication per lookup does the same for a fraction of it.
struct RawNodeSet {
    /// Addresses, 0 for an empty slot; the count is a power of two, at most half full.
    private var slots: [UInt]
    private var count = 0

    init(minimumCapacity: Int = 64) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
    }

    /// Inserts `node`; whether it was not in the set before.
    @discardableResult
    mutating func insert(_ node: RawSyntax.ID) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let inserted = Self.insert(Self.address(of: node), into: &slots)
        if inserted { count += 1 }
        return inserted
    }

    func contains(_ node: RawSyntax.ID) -> Bool {
        let address = Self.address(of: node)
        let mask = slots.count - 1
        var slot = Self.firstSlot(of: address, mask: mask)
        while true {
            let found = slots[slot]
            if found == address { return true }
            if found == 0 { return false }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        var larger = [UInt](repeating: 0, count: slots.count * 2)
        for address in slots where address != 0 { _ = Self.insert(address, into: &larger) }
        slots = larger
    }

    private static func insert(_ address: UInt, into slots: inout [UInt]) -> Bool {
        let mask = slots.count - 1
        var slot = firstSlot(of: address, mask: mask)
        while true {
            let found = slots[slot]
            if found == address { return false }
            if found == 0 {
                slots[slot] = address
                return true
            }
            slot = (slot + 1) & mask
        }
    }

    /// Fibonacci hashing: the high bits of the address times the golden ratio.
    private static func firstSlot(of address: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The address the identifier holds (it holds nothing else, and no node is at address 0).
    private static func address(of node: RawSyntax.ID) -> UInt {
        unsafeBitCast(node, to: UInt.self)
    }
}
