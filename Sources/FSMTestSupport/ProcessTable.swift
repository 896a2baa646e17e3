import Foundation

/// What `/proc` says about other processes, for tests that kill fsmcheck and look for what it left.
public enum ProcessTable {
    /// Every live process (not a zombie) that a pool started for `parent`: its environment names
    /// `parent` as the process that started it (`FSMCHECK_RENDER_PARENT`). Re-parented orphans
    /// are found too, whichever process adopted them.
    public static func workers(startedBy parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { process in
            guard isAlive(process), let environment = FileManager.default.contents(atPath: "/proc/\(process)/environ") else { return false }
            return environment.split(separator: 0).contains { $0.elementsEqual("FSMCHECK_RENDER_PARENT=\(parent)".utf8) }
        }.sorted()
    }

    /// The process exists and has not ended: a zombie has ended, only its exit status is left.
    public static func isAlive(_ process: pid_t) -> Bool {
        guard let state = statFields(process)?.first else { return false }
        return state != "Z" && state != "X"
    }

    /// User and system CPU time the process has used so far.
    public static func cpuSeconds(_ process: pid_t) -> Double {
        // After the state: ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime.
        guard let fields = statFields(process), fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// `/proc/<pid>/stat` from the state on: the command name before it may hold spaces.
    private static func statFields(_ process: pid_t) -> [String]? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(process)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let end = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: end)...].split(separator: " ").map(String.init)
    }

    /// Asks `probe` every 20 ms until it answers or `seconds` have passed.
    public static func waitFor<Answer>(seconds: Double, _ probe: () -> Answer?) -> Answer? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while true {
            if let answer = probe() { return answer }
            if Date() > deadline { return nil }
            usleep(20_000)
        }
    }
}
