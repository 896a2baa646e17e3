import FSMDiagnostics
import FSMModel

/// Machines built through the model API, for the exporters' and the renderer's tests: they depend on no loader.
public enum ExampleMachines {
    public static func at(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(file: "fixture.fsm", line: line, column: column)
    }

    public static func ref(_ name: String, _ line: Int = 1) -> Reference { Reference(name, at: at(line)) }

    public static func on(
        _ event: String?, to target: String?, when guardText: String? = nil, do actions: [String] = [], line: Int, dynamic: Bool = false
    ) -> Transition {
        Transition(
            event: event.map { ref($0, line) },
            guard: Guard(conditions: guardText.map { [$0] } ?? [], text: guardText),
            target: target.map { ref($0, line) },
            actions: actions.map { ref($0, line) },
            location: at(line),
            isDynamic: dynamic
        )
    }

    /// The SMC turnstile with an abstract `Resetable` super state, guarded alternatives, an
    /// internal transition and entry/exit actions.
    public static var turnstile: Machine {
        var machine = Machine(name: "Turnstile", location: at(1), initial: ref("Locked"), dialect: "fsm")
        machine.addState(
            State(name: "Resetable", location: at(3), kind: .abstract, transitions: [on("Reset", to: "Locked", do: ["alarmOff", "lock"], line: 5)]))
        machine.addState(
            State(
                name: "Locked", location: at(6), superStates: [ref("Resetable")], entryActions: [ref("lock")],
                transitions: [
                    on("Coin", to: "Unlocked", line: 10),
                    on("Pass", to: "Locked", when: "Enforcement.weak", line: 12),
                    on("Pass", to: "Alarming", when: "Enforcement.strong and not Reward.positive", do: ["alarmOn"], line: 14),
                ]
            ))
        machine.addState(
            State(
                name: "Unlocked", location: at(17), superStates: [ref("Resetable")],
                transitions: [on("Coin", to: nil, do: ["thankyou"], line: 20), on("Pass", to: "Locked", line: 21)]
            ))
        machine.addState(State(name: "Alarming", location: at(22), superStates: [ref("Resetable")], exitActions: [ref("alarmOff")]))
        return machine
    }

    /// The hierarchical turnstile: a `Functioning` composite with its own initial state, a
    /// transition out of the composite and one into it, and a final state.
    public static var hierarchical: Machine {
        var machine = Machine(name: "HierarchicalTurnstile", location: at(1), initial: ref("Functioning"), dialect: "fsm")
        let functioning = machine.addState(
            State(
                name: "Functioning", location: at(3), kind: .composite, initial: ref("Locked"),
                transitions: [on("Fail", to: "Broken", line: 4)]
            ))
        machine.addState(State(name: "Locked", location: at(6), transitions: [on("Coin", to: "Unlocked", line: 6)]), parent: functioning)
        machine.addState(
            State(name: "Unlocked", location: at(7), transitions: [on("Pass", to: "Locked", line: 7), on("Done", to: "Finished", line: 8)]),
            parent: functioning)
        machine.addState(State(name: "Broken", location: at(9), transitions: [on("Fixed", to: "Functioning", line: 10)]))
        machine.addState(State(name: "Finished", location: at(11), kind: .final))
        return machine
    }

    /// The keyboard with two orthogonal keypads.
    public static var keyboard: Machine {
        var machine = Machine(name: "Keyboard", location: at(1), initial: ref("Active"), dialect: "fsm")
        let active = machine.addState(State(name: "Active", location: at(2), kind: .orthogonal, transitions: [on("Unplug", to: "Off", line: 3)]))
        let main = machine.addState(State(name: "Main", location: at(4), kind: .composite, initial: ref("CapsOff")), parent: active)
        machine.addState(State(name: "CapsOff", location: at(5), transitions: [on("Caps", to: "CapsOn", line: 5)]), parent: main)
        machine.addState(State(name: "CapsOn", location: at(6), transitions: [on("Caps", to: "CapsOff", line: 6)]), parent: main)
        let numeric = machine.addState(State(name: "Numeric", location: at(7), kind: .composite, initial: ref("NumOn")), parent: active)
        machine.addState(State(name: "NumOn", location: at(8), transitions: [on("Num", to: "NumOff", line: 8)]), parent: numeric)
        machine.addState(State(name: "NumOff", location: at(9), transitions: [on("Num", to: "NumOn", line: 9)]), parent: numeric)
        machine.addState(State(name: "Off", location: at(10), transitions: [on("Plug", to: "Active", line: 10)]))
        return machine
    }

    /// A machine with one finding of every kind the diagram marks, plus the findings themselves.
    public static var withFindings: (machine: Machine, findings: [Diagnostic]) {
        var machine = Machine(name: "Broken", location: at(1), initial: ref("Idle"), dialect: "fsm")
        machine.addState(
            State(
                name: "Idle", location: at(3),
                transitions: [
                    on("Start", to: "Running", when: "Mode.fast", line: 4),
                    on("Start", to: "Stuck", when: "Mode.fast or Mode.slow", line: 5),
                    on("Poke", to: nil, when: "Mode.slow", do: ["log"], line: 6),
                    on("Poke", to: nil, when: "Mode.slow", do: ["beep"], line: 7),
                ]))
        machine.addState(
            State(name: "Running", location: at(8), transitions: [on("Stop", to: "Idle", line: 8), on(nil, to: "Idle", line: 9, dynamic: true)]))
        machine.addState(State(name: "Stuck", location: at(10)))
        machine.addState(State(name: "Orphan", location: at(11), transitions: [on("Go", to: "Idle", line: 11)]))
        let findings = [
            Diagnostic(
                ruleID: "predicate-clash", severity: .error, message: "`Start` in `Idle` clashes when Mode.fast", location: at(5),
                subject: .init(machine: "Broken", states: ["Idle"], event: "Start", transitions: [at(4), at(5)])),
            Diagnostic(
                ruleID: "predicate-clash", severity: .error, message: "`Poke` in `Idle` clashes when Mode.slow", location: at(7),
                subject: .init(machine: "Broken", states: ["Idle"], event: "Poke", transitions: [at(6), at(7)])),
            Diagnostic(
                ruleID: "dead-end", severity: .error, message: "state `Stuck` can never be left", location: at(10),
                hint: "add a transition out of `Stuck` or make it final", subject: .init(machine: "Broken", states: ["Stuck"])),
            Diagnostic(
                ruleID: "unreachable-state", severity: .error, message: "state `Orphan` is never entered", location: at(11),
                subject: .init(machine: "Broken", states: ["Orphan"])),
        ]
        return (machine, findings)
    }

    /// Names that need escaping in DOT, in HTML-like labels and in Markdown.
    public static let awkwardNames = [
        "Say \"hi\"", #"back\slash"#, "a<b>&c", "two words", "Café ☕️", "状態", "Состояние", "pipe|name", #"\N"#,
    ]

    public static var awkward: Machine {
        var machine = Machine(name: "Awkward \"names\"", location: at(1), initial: ref(awkwardNames[0]), dialect: "fsm")
        for (index, name) in awkwardNames.enumerated() {
            let next = awkwardNames[(index + 1) % awkwardNames.count]
            machine.addState(
                State(
                    name: name, location: at(index + 2), entryActions: [ref("enter<\(index)>")],
                    transitions: [on("go \(name)", to: next, when: "x < 1 && y > \"2\"", do: ["say(\"\\\(index)\")"], line: index + 2)]
                ))
        }
        return machine
    }

    /// A chain of `count` states, each with four labelled transitions; for render volume tests.
    public static func chain(_ count: Int, named name: String = "Chain") -> Machine {
        var machine = Machine(name: name, location: at(1), initial: ref("S0"), dialect: "fsm")
        for index in 0..<count {
            machine.addState(
                State(
                    name: "S\(index)", location: at(index + 2),
                    transitions: (1...4).map { step in
                        on("E\(step)", to: "S\((index + step) % count)", line: index + 2)
                    }))
        }
        return machine
    }

    /// The machines above, for tests that run over each.
    public static var all: [Machine] { [turnstile, hierarchical, keyboard, withFindings.machine, awkward] }
}
