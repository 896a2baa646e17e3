import FSMDiagnostics
import FSMModel

/// Something a machine depends on that fsmcheck could not see, said once per machine with the
/// checks it cost: a tool limit, never a fault of the machine.
struct NotVisibleRule: CheckerRule {
    static let description = RuleDescription(
        id: "not-visible",
        defaultSeverity: .note,
        summary: "part of a machine is hidden from fsmcheck, so the checks that depend on it were skipped",
        rationale: """
            fsmcheck reads source without compiling or running it, and only the files it is given. An \
            initial state passed in as a parameter or set in a file outside the run, or a predicate \
            enum declared in another module, cannot be seen. That is a limit of the tool, not a fault \
            of the machine, so it is never an error: every check that does not depend on the hidden \
            part still runs, and this note says once per machine what was hidden and what was not \
            checked. Without an initial state every state may be the first, so dead ends and traps \
            are still found but nothing is unreachable. A predicate type that was not read is taken \
            to have the cases its guards name and maybe others: two of its named cases exclude each \
            other, and it overlaps every other type.
            """,
        triggeringExample: SourceExample(
            fileName: "example.swift",
            """
            final class Turnstile: SyntaxBuilder {
                enum State { case locked, unlocked }
                enum Event { case coin, pass }

                func build(_ fsm: FSM<State, Event>) throws {
                    try ↓fsm.buildTable {
                        define(.locked) { when(.coin) | then(.unlocked) }
                        define(.unlocked) { when(.pass) | then(.locked) }
                    }
                }
            }
            """
        ),
        passingExample: SourceExample(
            fileName: "example.swift",
            """
            final class Turnstile: SyntaxBuilder {
                enum State { case locked, unlocked }
                enum Event { case coin, pass }

                let fsm = FSM<State, Event>(initialState: .locked)

                func build() throws {
                    try fsm.buildTable {
                        define(.locked) { when(.coin) | then(.unlocked) }
                        define(.unlocked) { when(.pass) | then(.locked) }
                    }
                }
            }
            """
        )
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        var said: Set<Unseen.Subject> = []
        var findings: [Diagnostic] = []
        for unseen in machine.unseen where said.insert(unseen.subject).inserted {
            switch unseen.subject {
            case .initialState:
                guard machine.initial == nil else { continue }
                findings.append(
                    finding(
                        "the initial state of `\(machine.name)` is not visible (\(unseen.reason)); unreachable-state was not checked",
                        at: unseen.location,
                        hint: "lint the files that create the machine too, or create it with a literal initial state, to have reachability checked",
                        subject: analysis.subject()
                    ))
            case .predicateType(let name):
                guard !machine.predicateTypes.contains(where: { $0.name == name }) else { continue }
                findings.append(
                    finding(
                        "predicate type `\(name)` is not visible (\(unseen.reason)); "
                            + "guards naming it were compared as if it had cases besides those they name",
                        at: unseen.location,
                        hint: "lint the file that declares `\(name)` too, to have its cases checked",
                        subject: analysis.subject()
                    ))
            case .transitions:
                // Most loaders' `unsupported-construct` notes already say what they skipped, where.
                guard !unseen.isReportedByLoader else { continue }
                findings.append(
                    finding(
                        "`\(machine.name)` may be written where fsmcheck cannot see (\(unseen.reason)); "
                            + "unreachable-state, dead-end and trap were not checked",
                        at: unseen.location,
                        hint: "keep the writes to the state in code fsmcheck reads (a method of its type), to have them checked",
                        subject: analysis.subject()
                    ))
            }
        }
        return findings
    }
}
