import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// A move stores a local (`mode = picked`) that the code before it fills: every value the local is
/// given in its block is a target of the move; a change to it that cannot be read leaves the move
/// open, as any value computed at run time.
@Suite struct HandWrittenLocalValueTests {
    private static func source(filling local: String, then change: String = "") -> String {
        """
        final class Heater {
            enum Mode { case off, warming, holding, cooling, paused }
            private(set) var mode: Mode = .off
            func sensorSaid(_ reading: Int) {
                \(local)
                switch reading {
                case 0: picked = .off
                case 1: picked = .warming
                default: picked = .holding
                }
                \(change)
                guard picked != mode else { return }
                mode = picked
            }
            func stop() {
                guard mode != .off else { return }
                mode = .cooling
            }
        }
        func adjust(_ mode: inout Heater.Mode) {}
        """
    }

    private static func targets(of machine: Machine, from state: String, on event: String) -> [String] {
        let transitions = machine.states.first { $0.name == state }?.transitions.filter { $0.event?.name == event } ?? []
        return transitions.map { $0.target?.name ?? "any: \($0.computedTarget ?? "")" }
    }

    /// `var picked: Mode = .off` or `let picked: Mode`, filled by a `switch`: the move goes to each
    /// value the local is given, and to nothing else, so the machine is read whole: `paused`, which
    /// no code gives, can never be entered.
    @Test(arguments: ["var picked: Mode = .off", "let picked: Mode", "var picked = Mode.off"])
    func aLocalFilledWithCasesGoesToEachOfThem(declaration: String) throws {
        let loaded = load(Self.source(filling: declaration))
        let machine = try #require(loaded.machines.first { $0.name == "Heater.mode" })
        #expect(Set(Self.targets(of: machine, from: "warming", on: "sensorSaid")) == ["off", "warming", "holding"])
        #expect(
            HandWrittenLimitTests.findings(Self.source(filling: declaration)) == [
                "2 error unreachable-state: state `paused` can never be entered"
            ])
    }

    /// A local handed on `inout`, or assigned something the code does not read, may hold any mode:
    /// the move is open (one note), and no unreachable state is inferred from it.
    @Test(arguments: ["adjust(&picked)", "picked = Self.fallback(picked)"])
    func aLocalChangedOutOfSightMayHoldAnyState(change: String) throws {
        let source = Self.source(filling: "var picked: Mode = .off", then: change).replacingOccurrences(
            of: "func stop()", with: "static func fallback(_ m: Mode) -> Mode { m }\n    func stop()")
        let loaded = load(source)
        let machine = try #require(loaded.machines.first { $0.name == "Heater.mode" })
        #expect(Self.targets(of: machine, from: "warming", on: "sensorSaid").contains { $0.hasPrefix("any") })
        #expect(
            HandWrittenLimitTests.findings(source) == [
                "13 note not-visible: the target `picked` is computed at run time, so `off` may go to any state there; no dead end or unreachable state was inferred from it"
            ])
    }
}
