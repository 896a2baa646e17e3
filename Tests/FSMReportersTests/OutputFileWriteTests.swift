import Foundation
import Testing

@testable import FSMReporters

/// Both ways `OutputFile` writes: through a file without a name (Linux's `O_TMPFILE`), and through
/// a hidden temporary name where a file system cannot make one. The kill tests are in
/// `fsmcheckTests/OutputFileTests`.
@Suite struct OutputFileWriteTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(arguments: [true, false])
    func writesNewFilesAndReplacesOldOnesKeepingTheirPermissions(withoutNameFirst: Bool) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.txt").path
        try OutputFile.write(Array("first\n".utf8), to: path, withoutNameFirst: withoutNameFirst)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
        chmod(path, 0o640)
        try OutputFile.write(Array("second\n".utf8), to: path, withoutNameFirst: withoutNameFirst)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try listing(folder) == ["report.txt"])
    }

    @Test(arguments: [true, false])
    func aLinkIsReplacedNotFollowed(withoutNameFirst: Bool) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("precious.txt").path
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appendingPathComponent("report.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "precious.txt")
        try OutputFile.write(Array("report\n".utf8), to: link, withoutNameFirst: withoutNameFirst)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
        #expect(try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType == .typeRegular)
        #expect(try listing(folder) == ["precious.txt", "report.txt"])
    }

    /// A folder in the way: an error that says why, and nothing left behind.
    @Test(arguments: [true, false])
    func aFailedWriteLeavesNothingBehind(withoutNameFirst: Bool) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect {
            try OutputFile.write(Array("x".utf8), to: path, withoutNameFirst: withoutNameFirst)
        } throws: { error in
            (error as? OutputFile.WriteError)?.description.hasPrefix("cannot write \(path): ") == true
        }
        #expect(try listing(folder) == ["out"])
        #expect(try listing(URL(fileURLWithPath: path)) == ["inside"])
    }
}
