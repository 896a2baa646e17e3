import FSMModel
import FSMPipeline
import FSMTestSupport
import Foundation
import Testing

/// Every output file is written whole or not at all, only ever inside the output folder: these
/// kill fsmcheck while it writes and look at what is on disk.
@Suite struct OutputFileTests {
    /// A machine with 3,000 unreachable states: a JSON report of about a megabyte.
    static let manyFindings: String = {
        var text = "machine: Big\ninitial: S0\nstates:\n  S0: { final: true }\n"
        for index in 1...3_000 { text += "  S\(index): { on: { Go: S0 } }\n" }
        return text
    }()

    /// Runs fsmcheck unable to write a file larger than 32 KB: the kernel kills it (SIGXFSZ) in
    /// the middle of writing a larger one, or, when that signal is ignored, the write fails as on
    /// a full disk. (`env` sets the signal: a shell cannot reset one ignored when it started.)
    /// ThreadSanitizer's runtime dies of SIGBUS under a 64 KB file-size limit before fsmcheck runs.
    static let sanitizerClash: Comment = "ThreadSanitizer cannot start under a small file-size limit"

    private func runWithSmallFileLimit(_ arguments: [String], in folder: URL, killed: Bool = true) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(
            [
                killed ? "--default-signal=XFSZ" : "--ignore-signal=XFSZ", "/bin/sh", "-c", "ulimit -f 64 && exec \"$0\" \"$@\"",
                BinaryRunner.executable.path,
            ] + arguments,
            in: folder, command: URL(fileURLWithPath: "/usr/bin/env")
        )
    }

    private func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(.disabled(if: Sanitizer.current == .thread, Self.sanitizerClash), arguments: [true, false])
    func aReportKilledWhileItIsWrittenLeavesWhatWasThere(hadOldReport: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("big.fsm", Self.manyFindings)
        if hadOldReport { try folder.write("report.json", "old report\n") }
        let arguments = ["lint", "--format", "json", "-o", "report.json", "big.fsm"]
        let killed = try runWithSmallFileLimit(arguments, in: folder.url)
        #expect(killed.signal == SIGXFSZ, "killed while writing: \(killed.standardError)")
        let failed = try runWithSmallFileLimit(arguments, in: folder.url, killed: false)
        #expect(failed.status == 2)
        #expect(failed.standardError.contains("error: cannot write report.json: File too large"), "\(failed.standardError)")
        let report = folder.url.appendingPathComponent("report.json")
        if hadOldReport {
            #expect(try String(contentsOf: report, encoding: .utf8) == "old report\n")
        }
        #expect(try listing(folder.url) == (hadOldReport ? ["big.fsm", "report.json"] : ["big.fsm"]), "no partial or temporary file")

        let whole = try BinaryRunner.run(arguments, in: folder.url)
        #expect(whole.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        #expect((json["diagnostics"] as? [Any])?.count == 3_000)
    }

    @Test(.disabled(if: Sanitizer.current == .thread, Self.sanitizerClash))
    func aGeneratedFileKilledWhileItIsWrittenLeavesTheOldOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("big.fsm", Self.manyFindings)
        try folder.write("out/Big.json", "old export\n")
        let arguments = ["export", "--to", "json", "-o", "out", "big.fsm"]
        let killed = try runWithSmallFileLimit(arguments, in: folder.url)
        #expect(killed.signal == SIGXFSZ, "killed while writing: \(killed.standardError)")
        let failed = try runWithSmallFileLimit(arguments, in: folder.url, killed: false)
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("error: cannot write out/Big.json: File too large"), "\(failed.standardError)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("out/Big.json"), encoding: .utf8) == "old export\n")
        #expect(try listing(folder.url.appendingPathComponent("out")) == ["Big.json"])
    }

    /// SIGKILL as soon as the first of 1,000 files lands in the output folder, over older versions
    /// of all of them: each is the old version or the whole new one; at most one complete new one
    /// is left under its hidden temporary name; the file beside the output folder is untouched.
    @Test func generatedFilesKilledMidRunAreOldOrWhole() throws {
        let folder = try TemporaryFolder()
        let count = 1_000
        let output = folder.url.appendingPathComponent("out")
        let specs = folder.url.appendingPathComponent("specs")
        for created in [output, specs] { try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true) }
        for index in 0..<count {
            try Data("machine: M\(index)\ninitial: A\nstates:\n  A: { on: { Go: B } }\n  B: { final: true }\n".utf8).write(
                to: specs.appendingPathComponent("m\(index).fsm"))
            try Data("old\n".utf8).write(to: output.appendingPathComponent("M\(index).json"))
        }
        try folder.write("beside.json", "mine\n")
        let before = try modification(of: output)
        let run = Process()
        run.executableURL = BinaryRunner.executable
        run.environment = BuiltProducts.fsmcheckEnvironment
        run.arguments = ["export", "--to", "json", "-o", "out", "specs"]
        run.currentDirectoryURL = folder.url
        run.standardOutput = FileHandle.nullDevice
        run.standardError = FileHandle.nullDevice
        try run.run()
        defer { if run.isRunning { kill(run.processIdentifier, SIGKILL) } }
        var changed = false
        while run.isRunning, !changed {
            changed = try modification(of: output) != before
            if !changed { usleep(500) }
        }
        kill(run.processIdentifier, SIGKILL)
        run.waitUntilExit()
        #expect(changed, "the run was seen writing")

        var old = 0
        var new = 0
        var hidden: [String] = []
        for name in try listing(output) {
            let data = try Data(contentsOf: output.appendingPathComponent(name))
            if name.hasPrefix(".") { hidden.append(name) }
            if data == Data("old\n".utf8) {
                old += 1
            } else if (try? JSONSerialization.jsonObject(with: data)) != nil {
                new += 1
            } else {
                Issue.record("\(name) is neither the old version nor a whole new one")
            }
        }
        #expect(old + new == count + hidden.count)
        #expect(hidden.count <= 1, "\(hidden)")
        #expect(hidden.allSatisfy { $0.hasSuffix(".tmp") && $0.contains(".fsmcheck-") })
        #expect(old > 0 && new > 0, "killed in the middle: \(old) old, \(new) new")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("beside.json"), encoding: .utf8) == "mine\n")
    }

    /// When the folder's list of files last changed, in nanoseconds.
    private func modification(of folder: URL) throws -> Int {
        var status = stat()
        guard stat(folder.path, &status) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        return status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec
    }

    /// Names that would leave the folder, name a device on Windows, or not fit in a file name.
    static let hostileNames = [
        "../escape", "../../escape", "/etc/passwd", "/tmp/x", "a\u{0}b", "CON", "nul", "Com1", "lpt9", "aux", ".", "..", "...",
        "~", "a/b/c", "C:\\Windows\\evil", String(repeating: "L", count: 1_000), String(repeating: "L", count: 999) + "M", "é/..",
    ]

    @Test func namesFromMachinesStayInTheOutputFolder() throws {
        let names = OutputFiles.baseNames(
            for: Self.hostileNames.map { Machine(name: $0, location: SourceLocation(file: "x.fsm", line: 1, column: 1), dialect: "fsm") })
        #expect(Set(names.map { $0.lowercased() }).count == names.count, "every machine gets its own file: \(names)")
        for name in names {
            #expect(!name.isEmpty && name.utf8.count <= 100, "\(name)")
            #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, "\(name)")
            let stem = name.lowercased()
            #expect(!OutputFileTests.windowsDevices.contains(stem), "\(name)")
        }
        #expect(names[0] == "--_escape")
        #expect(names[5] == "CON_")
    }

    static let windowsDevices = Set(["con", "prn", "aux", "nul"] + (0...9).flatMap { ["com\($0)", "lpt\($0)"] })

    /// End to end: every file `export` writes is directly in the output folder, and the files
    /// around it are untouched.
    @Test func exportWritesOnlyIntoTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        for (index, name) in Self.hostileNames.enumerated() {
            let quoted = name.unicodeScalars.map { $0 == "\0" ? "\\0" : $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined()
            try folder.write("specs/m\(index).fsm", "machine: \"\(quoted)\"\ninitial: A\nstates:\n  A: { final: true }\n")
        }
        try folder.write("escape.json", "mine\n")
        try folder.write("work/escape.json", "mine\n")
        let outcome = try BinaryRunner.run(["export", "--to", "json", "-o", "work/out", "specs"], in: folder.url)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("wrote \(Self.hostileNames.count) files"), "\(outcome.standardError)")
        let written = try listing(folder.url.appendingPathComponent("work/out"))
        #expect(written.count == Self.hostileNames.count)
        #expect(try listing(folder.url) == ["escape.json", "specs", "work"])
        #expect(try listing(folder.url.appendingPathComponent("work")) == ["escape.json", "out"])
        #expect(try String(contentsOf: folder.url.appendingPathComponent("escape.json"), encoding: .utf8) == "mine\n")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("work/escape.json"), encoding: .utf8) == "mine\n")
    }

    /// A link planted at an output's name is replaced by the output; what it pointed to is untouched.
    @Test func aLinkAtTheDestinationIsReplacedNotFollowed() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "turnstile.fsm", try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Specs/turnstile.fsm"), encoding: .utf8))
        try folder.write("precious.txt", "mine\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("out/Turnstile.md").path, withDestinationPath: "../precious.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("report.txt").path, withDestinationPath: "precious.txt")
        #expect(try BinaryRunner.run(["table", "turnstile.fsm", "-o", "out"], in: folder.url).status == 0)
        #expect(try BinaryRunner.run(["lint", "turnstile.fsm", "-o", "report.txt"], in: folder.url).status == 0)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("precious.txt"), encoding: .utf8) == "mine\n")
        for written in ["out/Turnstile.md", "report.txt"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(written).path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(written) is a file of its own now")
        }
    }

    /// A folder where the output file should go: an error for that file, and the folder, with
    /// what is in it, stays as it was.
    @Test func aFolderInTheWayIsAnErrorThatTouchesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "turnstile.fsm", try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Specs/turnstile.fsm"), encoding: .utf8))
        try folder.write("out/Turnstile.md/inside.txt", "mine\n")
        let outcome = try BinaryRunner.run(["table", "turnstile.fsm", "-o", "out"], in: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("error: cannot write out/Turnstile.md: "), "\(outcome.standardError)")
        #expect(try listing(folder.url.appendingPathComponent("out")) == ["Turnstile.md"])
        #expect(try listing(folder.url.appendingPathComponent("out/Turnstile.md")) == ["inside.txt"])

        try folder.write("notes.txt", "mine\n")
        let underAFile = try BinaryRunner.run(["table", "turnstile.fsm", "-o", "notes.txt/out"], in: folder.url)
        #expect(underAFile.status == 1)
        #expect(underAFile.standardError.contains("error: cannot create the folder notes.txt/out: "), "\(underAFile.standardError)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine\n")
    }
}
