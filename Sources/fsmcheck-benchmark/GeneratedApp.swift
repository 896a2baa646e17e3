import Foundation

/// The app `AppBenchmark` lints: plain app code, and one file in a hundred a small machine in each
/// notation fsmcheck reads, in turn.
enum GeneratedApp {
    /// Writes `files` files under `folder`; returns how many lines they hold and the Swift files.
    static func write(files: Int, to folder: URL) throws -> (lines: Int, swiftFiles: [URL]) {
        var lines = 0
        var swiftFiles: [URL] = []
        for number in 0..<files {
            let (name, text) = number % 100 == 50 ? machine(number: number / 100) : ("Item\(number).swift", PlainAppGenerator.file(number: number))
            let file = folder.appendingPathComponent("Module\(number / 500)").appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: .utf8)
            lines += text.utf8.count { $0 == UInt8(ascii: "\n") }
            if file.pathExtension == "swift" { swiftFiles.append(file) }
        }
        return (lines, swiftFiles)
    }

    /// An edit to one plain file, as between two runs of a developer's lint.
    static func touchOneFile(in folder: URL) throws {
        let file = folder.appendingPathComponent("Module0/Item1.swift")
        try (String(contentsOf: file, encoding: .utf8) + "// edited\n").write(to: file, atomically: false, encoding: .utf8)
    }

    private static func machine(number: Int) -> (name: String, text: String) {
        switch number % 5 {
        case 0: ("Flow\(number).swift", SwiftFSMSourceGenerator.file(typeName: "Flow\(number)", stateCount: 5))
        case 1: ("Player\(number).swift", handWritten(number: number))
        case 2: ("Door\(number).fsm", GeneratedSpec.text(states: 12).replacingOccurrences(of: "machine: Generated12", with: "machine: Door\(number)"))
        case 3: ("Gate\(number).sm", smc(number: number))
        default: ("Upload\(number).scxml", scxml(number: number))
        }
    }

    private static func handWritten(number: Int) -> String {
        """
        final class Player\(number) {
            enum Phase { case idle, loading, playing, paused, failed }
            enum Action { case load, loaded, play, pause, fail, reset }

            private(set) var phase: Phase = .idle

            func send(_ action: Action) {
                switch (phase, action) {
                case (.idle, .load): phase = .loading
                case (.loading, .loaded): phase = .paused
                case (.loading, .fail): phase = .failed
                case (.paused, .play): phase = .playing
                case (.playing, .pause): phase = .paused
                case (_, .reset): phase = .idle
                default: break
                }
            }
        }

        """
    }

    private static func smc(number: Int) -> String {
        """
        Initial: Closed
        FSM: Gate\(number)
        {
          Closed {
            Open      Opened    -
          }
          Opened {
            Close     Closed    -
            Lock      Locked    lock
          }
          Locked {
            Unlock    Closed    unlock
          }
        }

        """
    }

    private static func scxml(number: Int) -> String {
        """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="Upload\(number)" initial="waiting">
          <state id="waiting"><transition event="start" target="sending"/></state>
          <state id="sending">
            <transition event="done" target="finished"/>
            <transition event="error" target="waiting"/>
          </state>
          <final id="finished"/>
        </scxml>

        """
    }
}
