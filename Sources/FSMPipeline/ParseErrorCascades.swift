import FSMDiagnostics
import FSMModel

/// A machine read from a file that does not parse is whatever the parser could recover: a README
/// snippet with `…` in it, code half way through an edit. Its missing states, transitions or initial
/// state are the parse error's doing, and the `parse-error` already says where to look; reporting
/// them again as a `missing-initial` error or a `dead-end` would make one mistake many, each false.
///
/// Such a machine keeps its notes (what fsmcheck could not see), and loses the checker's errors
/// and warnings until the file parses again.
enum ParseErrorCascades {
    /// `findings[i]` are the checker's for `machines[i]`; `loaded` is everything the loaders said.
    static func withoutCascades(_ findings: [[Diagnostic]], machines: [Machine], loaded: [Diagnostic]) -> [[Diagnostic]] {
        let broken = Set(loaded.filter { $0.ruleID == CommonRules.parseError.id }.map(\.location.file))
        guard !broken.isEmpty else { return findings }
        return zip(machines, findings).map { machine, found in
            guard !files(of: machine).isDisjoint(with: broken) else { return found }
            return found.filter { $0.severity < .warning }
        }
    }

    /// Every file part of the machine is written in: its own, and those its states and transitions
    /// come from (a Swift type's extensions, a SwiftFSM table in another file).
    private static func files(of machine: Machine) -> Set<String> {
        var files: Set<String> = [machine.location.file]
        for state in machine.states {
            files.insert(state.location.file)
            for transition in state.transitions { files.insert(transition.location.file) }
        }
        return files
    }
}
