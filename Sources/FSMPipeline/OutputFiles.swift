import FSMModel
import Foundation

/// Names for generated files (one per machine and format) that can only ever name a file in
/// the output folder; `OutputFile` writes them.
public enum OutputFiles {
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
                candidate = safe(stem + "." + machine.name)
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

    /// Names longer than this many characters are shortened; with a suffix and an extension the
    /// file name stays far below the 255 bytes file systems allow.
    static let maximumLength = 100

    /// The device names Windows reserves in every folder, whatever the extension (`CON.svg` is
    /// the console).
    static let reservedNames = Set(["con", "prn", "aux", "nul"] + (0...9).flatMap { ["com\($0)", "lpt\($0)"] })

    /// Letters, digits, `-` and `_` are kept; a dot (Swift machines are named `Type.variable`)
    /// becomes `-` so it cannot pass for an extension, or for `..`; anything else, `/` and NUL
    /// included, becomes `_`. A reserved device name gets a `_`; a name too long keeps its start
    /// and ends with a hash of the whole, so that two long names stay apart.
    static func safe(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        var mapped = String(name.map { allowed.contains($0) ? $0 : $0 == "." ? "-" : "_" })
        if mapped.isEmpty { return "machine" }
        if reservedNames.contains(mapped.lowercased()) { mapped += "_" }
        guard mapped.count > maximumLength else { return mapped }
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let digits = String(hash, radix: 16)
        return String(mapped.prefix(maximumLength - 9)) + "-" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
