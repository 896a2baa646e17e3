import FSMTestSupport
import Foundation
import Testing

/// `fsmcheck render` with its render workers, end to end: a machine Graphviz may crash on,
/// fsmcheck without its worker, and no worker outliving a killed run (they look in `/proc` for
/// what is left). `FSMRenderWorkersTests` drives the pool and the worker themselves.
@Suite struct RenderCommandWorkerTests {
    /// End to end: whatever Graphviz does with this machine, `fsmcheck render` writes its picture,
    /// exits 0, and nothing a crashing worker printed reaches the terminal.
    @Test func renderDrawsTheNestedMachineAndStaysQuiet() throws {
        let folder = try TemporaryFolder()
        try folder.write("nested.fsm", RenderFixtures.nestedComposites)
        let outcome = try BinaryRunner.run(["render", "nested.fsm", "--detail", "full", "-o", "out"], in: folder.url)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/Nested.svg").path))
        #expect(!outcome.standardError.contains("malloc"))
        #expect(!outcome.standardError.contains("Backtrac"))
    }

    /// fsmcheck copied alone into a folder lints as before, and `render` says that its worker is
    /// not beside it: the worker is looked up next to the running executable.
    @Test func fsmcheckWithoutItsWorkerLintsAndSaysWhyItCannotDraw() throws {
        let folder = try TemporaryFolder()
        let alone = folder.url.appendingPathComponent("fsmcheck")
        try FileManager.default.copyItem(at: BinaryRunner.executable, to: alone)
        let lint = try BinaryRunner.run(["lint", "Specs/turnstile.fsm"], command: alone)
        #expect(lint.status == 0, "\(lint.standardError)")
        let render = try BinaryRunner.run(["render", "Specs/turnstile.fsm", "-o", folder.url.appendingPathComponent("out").path], command: alone)
        #expect(render.status == 1)
        #expect(render.standardError.contains("\(folder.url.path)/fsmcheck-render-worker` is missing"), "\(render.standardError)")
        #expect(render.standardError.contains("[render-error]"))
    }

    /// A machine whose transitions jump at random, which `dot` lays out slowly (a second or more
    /// for 1,000 states, however it is tuned); the same one on every run.
    static func randomMachine(name: String, states: Int, seed: UInt64) -> String {
        var random = SplitMix(seed: seed)
        var lines = ["machine: \(name)", "initial: S0", "states:"]
        for index in 0..<states {
            let targets = (0..<3).map { _ in "S\(random.next() % UInt64(states))" }
            lines.append("  S\(index): { on: { A: \(targets[0]), B: \(targets[1]), C: \(targets[2]), Next: S\((index + 1) % states) } }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Kills `fsmcheck render` with `signal` once one of its workers has spent a third of a second
    /// laying out, then expects every worker it started to be gone. Eight large machines keep the
    /// run drawing however fast Graphviz gets; the bounds only say when to give up waiting.
    @Test(arguments: [SIGKILL, SIGTERM])
    func noWorkerOutlivesAKilledRun(signal: Int32) throws {
        let folder = try TemporaryFolder()
        for index in 0..<8 {
            try folder.write("big\(index).fsm", Self.randomMachine(name: "Big\(index)", states: 1_000, seed: UInt64(index)))
        }
        let run = Process()
        run.executableURL = BinaryRunner.executable
        run.environment = BuiltProducts.fsmcheckEnvironment
        run.arguments = ["render", ".", "-o", "out", "--render-time-limit", "600"]
        run.currentDirectoryURL = folder.url
        run.standardOutput = FileHandle.nullDevice
        run.standardError = FileHandle.nullDevice
        try run.run()
        let parent = run.processIdentifier
        defer { if run.isRunning { kill(parent, SIGKILL) } }

        let drawing = ProcessTable.waitFor(seconds: 300) { ProcessTable.workers(startedBy: parent).first { ProcessTable.cpuSeconds($0) >= 0.3 } }
        try #require(drawing != nil, "no worker of the run was seen drawing within 300 s")
        kill(parent, signal)
        run.waitUntilExit()
        #expect(run.terminationReason == .uncaughtSignal && run.terminationStatus == signal, "fsmcheck dies of the signal it was sent")
        let left = ProcessTable.waitFor(seconds: 60) { () -> Bool? in ProcessTable.workers(startedBy: parent).isEmpty ? true : nil }
        #expect(left != nil, "workers still alive a minute after their run was killed: \(ProcessTable.workers(startedBy: parent))")
    }
}

/// A small seeded random number generator, so that generated machines are the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
