import FSMDiagnostics
import FSMModel

/// A transition marked as overriding where no inherited transition has its event.
struct NothingToOverrideRule: CheckerRule {
    static let description = RuleDescription(
        id: "nothing-to-override",
        defaultSeverity: .error,
        summary: "a transition marked as overriding when no super state gives the state a transition on its event",
        rationale: """
            In SwiftFSM a state's own transition replaces one it inherits from a super state only \
            inside `overriding { … }`, and an `overriding` with nothing to override makes \
            `buildTable` throw at run time. Usually the super state was renamed or not adopted, or \
            the event is misspelt. Dialects where a state's own transition always replaces an \
            inherited one (the `.fsm` format) have no such marker and are not checked.
            """,
        triggeringExample: SourceExample(
            fileName: "example.swift",
            """
            import SwiftFSM

            final class Turnstile: ExpandedSyntaxBuilder {
                enum State { case locked, unlocked }
                enum Event { case coin, pass, reset }

                let fsm = FSM<State, Event>(initialState: .locked)

                func start() throws {
                    try fsm.buildTable {
                        define(.locked) {
                            when(.coin) | then(.unlocked)
                            overriding {
                                ↓when(.reset) | then(.unlocked)
                            }
                        }
                        define(.unlocked) {
                            when(.pass) | then(.locked)
                        }
                    }
                }
            }
            """),
        passingExample: SourceExample(
            fileName: "example.swift",
            """
            import SwiftFSM

            final class Turnstile: ExpandedSyntaxBuilder {
                enum State { case locked, unlocked }
                enum Event { case coin, pass, reset }

                let fsm = FSM<State, Event>(initialState: .locked)

                func start() throws {
                    try fsm.buildTable {
                        let resetable = SuperState { when(.reset) | then(.locked) }
                        define(.locked, adopts: resetable) {
                            when(.coin) | then(.unlocked)
                            overriding {
                                when(.reset) | then(.unlocked)
                            }
                        }
                        define(.unlocked, adopts: resetable) {
                            when(.pass) | then(.locked)
                        }
                    }
                }
            }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        guard machine.semantics.inheritedOverride == .explicit else { return [] }
        return machine.states.indices.flatMap { index -> [Diagnostic] in
            guard machine.states[index].transitions.contains(where: \.isOverride) else { return [] }
            let state = machine.states[index]
            let inheritedEvents = Set(
                machine.superStateClosure(of: StateID(index)).flatMap { superState in
                    machine[superState].transitions.map { $0.event?.name }
                })
            return state.transitions.compactMap { transition -> Diagnostic? in
                guard transition.isOverride, !inheritedEvents.contains(transition.event?.name) else { return nil }
                let inherits =
                    state.superStates.isEmpty
                    ? "`\(state.name)` has no super state"
                    : "`\(state.name)` inherits no transition \(Phrase.event(transition.event))"
                return finding(
                    "transition from `\(state.name)` \(Phrase.event(transition.event)) overrides nothing: \(inherits)",
                    at: transition.location,
                    hint: "remove the override, or adopt the super state that handles the event",
                    subject: analysis.subject(states: [state.name], event: transition.event?.name, transitions: [transition.location])
                )
            }
        }
    }
}
