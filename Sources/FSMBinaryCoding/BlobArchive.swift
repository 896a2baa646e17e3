/// Named byte strings in one document: what a loader keeps of each file of a run, stored and read
/// back whole, each blob still encoded on its own so that the unchanged ones are copied as bytes
/// and decoded in parallel.
///
/// The layout: the magic bytes, the version, the count, then each blob as its name's UTF-8 length
/// and bytes, then its own length and bytes.
public enum BlobArchive {
    private static let magic: [UInt8] = Array("FSMA".utf8)
    private static let version: UInt8 = 1

    public static func encode(_ blobs: [(name: String, bytes: ArraySlice<UInt8>)]) -> [UInt8] {
        var archive = magic + [version]
        BinaryFormat.appendVarint(UInt64(blobs.count), to: &archive)
        for (name, bytes) in blobs {
            let utf8 = Array(name.utf8)
            BinaryFormat.appendVarint(UInt64(utf8.count), to: &archive)
            archive += utf8
            BinaryFormat.appendVarint(UInt64(bytes.count), to: &archive)
            archive += bytes
        }
        return archive
    }

    /// The blobs by name; `nil` for bytes that are not an archive, or one cut short.
    public static func decode(_ archive: [UInt8]) -> [String: ArraySlice<UInt8>]? {
        guard archive.starts(with: magic + [version]) else { return nil }
        var position = magic.count + 1
        guard let total = try? BinaryFormat.count(in: archive, at: &position) else { return nil }
        var blobs: [String: ArraySlice<UInt8>] = [:]
        for _ in 0..<total {
            guard let nameLength = try? BinaryFormat.count(in: archive, at: &position) else { return nil }
            let name = String(decoding: archive[position..<(position + nameLength)], as: UTF8.self)
            position += nameLength
            guard let length = try? BinaryFormat.count(in: archive, at: &position) else { return nil }
            blobs[name] = archive[position..<(position + length)]
            position += length
        }
        return position == archive.count ? blobs : nil
    }
}
