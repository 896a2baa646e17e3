import FSMDiagnostics
import Foundation

extension RelativePaths {
    /// Paths relative to the process's working directory, where the paths a run was given are
    /// resolved from. Here rather than beside the type because the pipeline is the layer that
    /// reads the file system.
    public static var current: RelativePaths {
        RelativePaths(workingDirectory: FileManager.default.currentDirectoryPath)
    }
}
