import FSMDiagnostics
import Foundation

/// The folder a cache's entries live in: whole files only, safe with other fsmcheck processes
/// reading and writing it at once, and kept under a size limit by removing the least recently
/// used entries.
struct CacheFolder: Sendable {
    /// What entries are named with (fsmcheck's binary documents, `BinaryCodable`).
    static let entryExtension = ".fsmb"

    let url: URL

    /// An entry's bytes, or `nil` when there is none or its checksum does not match (a file cut
    /// short or changed by anything but fsmcheck: a binary format may otherwise read a changed
    /// number as another valid one). Reading one marks it used, for eviction.
    func read(_ name: String) throws -> Data? {
        let file = url.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data = try Data(contentsOf: file)
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        guard data.count >= 8 else { return nil }
        let payload = data.prefix(data.count - 8)
        return Array(data.suffix(8)) == Self.checksum(of: payload) ? payload : nil
    }

    private static func checksum(of payload: Data) -> [UInt8] {
        let hash = payload.withUnsafeBytes { StableHash.value(of: $0) }
        return (0..<8).map { UInt8(truncatingIfNeeded: hash >> UInt64(8 * $0)) }
    }

    /// Writes an entry whole: to a file of its own first, then renamed over the old one, so that a
    /// reader in another process sees the old entry or the new one, never part of one. Then
    /// removes the least recently used entries until all of them fit in `limit` bytes.
    func write(_ data: Data, as name: String, limit: Int) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let temporary = url.appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try (data + Self.checksum(of: data)).write(to: temporary)
            guard rename(temporary.path, url.appendingPathComponent(name).path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.appendingPathComponent(name).path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        evict(toFit: limit)
    }

    /// Removes entries, oldest use first, until the rest fit in `limit` bytes. Another process may
    /// remove the same files at the same time: what is already gone is skipped.
    private func evict(toFit limit: Int) {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        guard let names = try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: keys) else { return }
        // Every entry counts, those of an older fsmcheck (`.json`) too: they are never read again,
        // so they go first. A file being written (`.name.tmp`) is left alone.
        var entries = names.filter { !$0.lastPathComponent.hasPrefix(".") }.compactMap {
            file -> (file: URL, used: Date, bytes: Int)? in
            guard let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
            return (file, values.contentModificationDate ?? .distantPast, values.fileSize ?? 0)
        }
        var total = entries.reduce(0) { $0 + $1.bytes }
        guard total > limit else { return }
        entries.sort { $0.used < $1.used }
        for entry in entries where total > limit {
            try? FileManager.default.removeItem(at: entry.file)
            total -= entry.bytes
        }
    }
}
