import FSMModel
import Foundation

/// Writes generated files so that a reader never sees half of one.
public enum OutputFiles {
    /// Writes to a temporary file beside the destination, then renames it into place: the file
    /// is written whole or not at all, and an older version stays intact if anything fails.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let destination = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: destination, options: .atomic)
    }

    /// A file name for each machine: its name made safe for every file system, prefixed with its
    /// source file's name when two machines would otherwise share one.
    public static func baseNames(for machines: [Machine]) -> [String] {
        let plain = machines.map { safe($0.name) }
        var counts: [String: Int] = [:]
        for name in plain { counts[name.lowercased(), default: 0] += 1 }
        var used: Set<String> = []
        return zip(machines, plain).map { machine, name in
            var candidate = name
            if counts[name.lowercased(), default: 0] > 1 {
                let stem = URL(fileURLWithPath: machine.location.file).deletingPathExtension().lastPathComponent
                candidate = safe(stem) + "-" + name
            }
            var unique = candidate
            var suffix = 2
            while !used.insert(unique.lowercased()).inserted {
                unique = "\(candidate)-\(suffix)"
                suffix += 1
            }
            return unique
        }
    }

    /// Letters, digits, `-` and `_` are kept; a dot (Swift machines are named `Type.variable`)
    /// becomes `-` so it cannot pass for an extension; anything else becomes `_`.
    static func safe(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        let mapped = String(name.map { allowed.contains($0) ? $0 : $0 == "." ? "-" : "_" })
        return mapped.isEmpty ? "machine" : mapped
    }
}
