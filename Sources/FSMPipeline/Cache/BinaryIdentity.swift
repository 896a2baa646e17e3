import Foundation

/// Which fsmcheck binary is running, for cache keys: a rebuilt binary may read differently while
/// its version string stays the same, so the executable's own file is named too (where it is,
/// its size, its inode and when it was written).
public enum BinaryIdentity {
    public static let current: String = {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let executable = FileManager.default.fileExists(atPath: path) ? path : (Bundle.main.executablePath ?? CommandLine.arguments[0])
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: executable) else { return executable }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0
        let written = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(executable) \(size) \(inode) \(written)"
    }()
}
