import FSMChecker
import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMSpecLoader
import Foundation
import Testing

/// SPIN, a model checker fsmcheck shares no code with, agrees with fsmcheck on every property of
/// generated machines, and replays each of fsmcheck's counterexamples in the exported Promela
/// model to the violation (Docs/Conformance.md has the figures).
///
/// Per machine, one `pan` is compiled (with `-DANYSTART`, so that runs may also start in any
/// configuration) holding the export's claims and the reachability questions this test adds;
/// `never`, `reachable`, `precedence` and strict `response` are compared claim by claim; fair
/// `response` and `always-reachable`, which LTL cannot state without fairness conjuncts SPIN
/// cannot translate in practice, are answered from SPIN's reachability answers ("is the response
/// pending in configuration C?", "can a step from C enter B?") and compared with fsmcheck's.
/// The last few machines have a second initial candidate, as a ternary or SCXML's `initial="a b"`
/// gives, so every property must hold from each start (`reachable` is then one claim per start);
/// a replay there picks its start freely, so only counterexamples whose claims need some run to
/// reach the violation are replayed, not those that also claim the goal never comes after.
/// The very last follow SCXML's rules, with states left at once by a transition without an event:
/// there a step is a macrostep, and both sides judge runs on stable configurations.
@Suite(.serialized) struct PromelaSPINTests {
    static let machineCount = 24
    static let severalStartMachineCount = 6
    static let eventlessMachineCount = 8

    static let tools: (spin: URL, gcc: URL)? = {
        guard let spin = try? ConsumerTool.executable("spin", debianPackage: "spin"),
            let gcc = try? ConsumerTool.executable("gcc", debianPackage: "gcc")
        else { return nil }
        return (spin, gcc)
    }()

    @Test(.enabled(if: tools != nil, "spin or gcc is not installed: run `bash .ci/setup tests` (apt-get install spin gcc)"))
    func spinAgreesWithFsmcheckAndReplaysItsCounterexamples() throws {
        let tools = try #require(Self.tools)
        var generator = PropertyMachines(seed: 30)
        var figures = Figures()
        let eventlessFrom = Self.machineCount + Self.severalStartMachineCount
        for index in 0..<eventlessFrom + Self.eventlessMachineCount {
            let text = generator.machine(index, eventless: index >= eventlessFrom)
            let loaded = SpecLoader().load([SourceFile(path: "m\(index).fsm", text: text)])
            var machine = try #require(loaded.machines.first, "\(text)")
            if index >= Self.machineCount, index < eventlessFrom { machine.otherInitialTargets = [Reference("S1", at: machine.location)] }
            try compare(machine, text: text, tools: tools, figures: &figures)
        }
        print("PromelaSPINTests: \(figures)")
        #expect(figures.disagreements.isEmpty, "\(figures.disagreements.joined(separator: "\n"))")
        #expect(figures.compared > 3 * Self.machineCount, "the machines must give SPIN something to compare")
        #expect(figures.macrosteps > 0, "the machines that follow SCXML's rules must have macrosteps")
    }

    struct Figures: CustomStringConvertible {
        var machines = 0
        var properties = 0
        var compared = 0
        var agreed = 0
        var replayed = 0
        /// Steps that chain transitions without an event (SCXML's macrosteps) in the machines compared.
        var macrosteps = 0
        var disagreements: [String] = []

        var description: String {
            "\(machines) machines (\(macrosteps) macrosteps), \(properties) properties, \(compared) compared with SPIN, \(agreed) agree; \(replayed) counterexamples replayed"
        }
    }

    private func compare(_ machine: Machine, text: String, tools: (spin: URL, gcc: URL), figures: inout Figures) throws {
        let verdicts = Checker().propertyVerdicts(of: machine)
        let space = ConfigurationSpace(machine)
        guard space.isComplete, !space.hasUnfollowedMoves else { return }
        figures.machines += 1
        figures.macrosteps += space.steps.filter { $0.key.contains(ConfigurationSpace.chainSeparator) }.count
        figures.properties += verdicts.count
        let model = MachineExporter.export(machine, as: .promela)
        let questions = SPINQuestions(machine: machine, configurations: space.configurations.count, starts: space.starts)
        let folder = try TemporaryFolder()
        let pan = try SPINRun.compile(model + questions.claims, in: folder, defines: ["ANYSTART"], tools: tools)
        var counterexamples: [(Witness, Property)] = []
        for (index, verdict) in verdicts.enumerated() {
            guard verdict.status == .holds || verdict.status == .violated else {
                figures.disagreements.append("\(machine.name) \(verdict.property.text): fsmcheck cannot decide (\(verdict.reason ?? ""))\n\(text)")
                continue
            }
            let spinHolds = try questions.holds(verdict.property, index: index, pan: pan, in: folder)
            figures.compared += 1
            if spinHolds == (verdict.status == .holds) {
                figures.agreed += 1
            } else {
                figures.disagreements.append(
                    "\(machine.name) \(verdict.property.text): fsmcheck \(verdict.status), SPIN \(spinHolds ? "holds" : "violated")\n\(text)")
            }
            if verdict.status == .violated, let witness = verdict.witness, witness.why == nil,
                space.starts.count == 1 || !verdict.property.claimsTheGoalNeverFollows
            {
                counterexamples.append((witness, verdict.property))
            }
        }
        let replays = try SPINRun.replays(counterexamples, model: model, in: folder, tools: tools)
        for ((witness, property), replayed) in zip(counterexamples, replays) {
            if replayed {
                figures.replayed += 1
            } else {
                figures.disagreements.append("\(machine.name) \(property.text): \(witness.summary) does not replay in Promela\n\(text)")
            }
        }
    }
}

extension Property {
    /// A fair `response` or an `always-reachable` counterexample also claims that the goal is never
    /// entered after it, which a replay can check only from the start the counterexample took.
    fileprivate var claimsTheGoalNeverFollows: Bool {
        switch pattern {
        case .response(_, _, false), .alwaysReachable: true
        case .never, .reachable, .precedence, .response: false
        }
    }
}
