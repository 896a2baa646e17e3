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
            fsmcheck reads source without compiling or running it, and only the files it is given: an \
            initial state passed in, a predicate enum of another module, a target computed at run time \
            cannot be seen. That is a limit of the tool, not a fault of the machine, so it is never an \
            error: every check that does not depend on the hidden part still runs, and this note says \
            once what was hidden and what was not checked. Without an initial state every state may be \
            the first, so dead ends and traps are still found but nothing is unreachable. A predicate \
            type not read has the cases its guards name and maybe others: two of them exclude each \
            other, and it overlaps every other type. A computed target may go to any state. Generic \
            arguments whose order \
            a library's releases differ in (`Automaton<Mode, Key>`), with nothing the code names to \
            tell which holds the states, bind neither type.
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
            case .stateType:
                findings.append(
                    finding(
                        "the state and event types of `\(machine.name)` are not visible (\(unseen.reason)); its states and events are "
                            + "those its code names, so cases it never names were not checked",
                        at: unseen.location,
                        hint: "start the machine in a literal state, or write its rows where fsmcheck can read them, to have its types bound",
                        subject: analysis.subject()
                    ))
            case .transitions:
                // The loader's `unsupported-construct` note already says what it skipped, where.
                continue
            }
        }
        return findings + computedTargets(analysis)
    }

    /// Each target computed at run time that the loader could not narrow to states, named once per
    /// machine: the transition is kept, and may go to any state, so nothing is inferred past it.
    private func computedTargets(_ analysis: MachineAnalysis) -> [Diagnostic] {
        var said: Set<String> = []
        var findings: [Diagnostic] = []
        for state in analysis.machine.states {
            for transition in state.transitions {
                guard transition.target == nil, let text = transition.computedTarget, said.insert(text).inserted else { continue }
                findings.append(
                    finding(
                        "the target `\(text)` is computed at run time, so `\(state.name)` may go to any state there; "
                            + "no dead end or unreachable state was inferred from it",
                        at: transition.location,
                        hint: "return literal states from it, or from a method or property it calls, to have the states it can be checked",
                        subject: analysis.subject(states: [state.name], event: transition.event?.name)
                    ))
            }
        }
        return findings
    }
}
