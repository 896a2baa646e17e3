import FSMChecker
import FSMDiagnostics
import FSMModel

/// Builds machines for tests in a few lines: every element gets its own line in a virtual file
/// `test.fsm`, so tests can tell which element a diagnostic or note points at.
struct TestMachine {
    private(set) var machine: Machine
    private var nextLine = 2

    init(
        initial: String? = "A",
        predicates: KeyValuePairs<String, [String]> = [:],
        events: [String]? = nil,
        semantics: Semantics = .spec
    ) {
        let start = SourceLocation(file: "test.fsm", line: 1, column: 1)
        machine = Machine(
            name: "M",
            location: start,
            initial: initial.map { Reference($0, at: SourceLocation(file: "test.fsm", line: 1, column: 10)) },
            predicateTypes: [],
            semantics: semantics,
            dialect: "test"
        )
        for (name, cases) in predicates { addPredicateType(name, cases) }
        machine.declaredEvents = events.map { names in names.map { Reference($0, at: takeLocation()) } }
    }

    mutating func addPredicateType(_ name: String, _ cases: [String]) {
        machine.predicateTypes.append(PredicateType(name: name, cases: cases, location: takeLocation()))
    }

    /// The location the next element will get.
    var nextLocation: SourceLocation { SourceLocation(file: "test.fsm", line: nextLine, column: 1) }

    private mutating func takeLocation() -> SourceLocation {
        defer { nextLine += 1 }
        return nextLocation
    }

    /// Adds states (top level unless `in` names a parent), each on its own line.
    mutating func states(_ names: String..., kind: StateKind = .atomic, in parent: String? = nil, initial: String? = nil, inherits: [String] = []) {
        for name in names {
            let location = takeLocation()
            let state = State(
                name: name,
                location: location,
                kind: kind,
                initial: initial.map { Reference($0, at: location) },
                superStates: inherits.map { Reference($0, at: location) }
            )
            machine.addState(state, parent: parent.flatMap { machine.id(named: $0) })
        }
    }

    /// Adds a transition to `state`; `when` is a guard in the `.fsm` syntax (`A.x and not (B.y or C.z)`).
    mutating func on(
        _ state: String,
        _ event: String?,
        when predicate: String? = nil,
        conditions: [String] = [],
        to target: String?,
        do actions: [String] = [],
        overriding: Bool = false
    ) {
        let location = takeLocation()
        let transition = Transition(
            event: event.map { Reference($0, at: location) },
            guard: Guard(predicate: predicate.map { GuardParser.parse($0, line: location.line) }, conditions: conditions, text: predicate),
            target: target.map { Reference($0, at: location) },
            actions: actions.map { Reference($0, at: location) },
            location: location,
            isOverride: overriding
        )
        addTransition(state, transition)
    }

    /// Adds a transition whose target `code` computes at run time: it may go to any state.
    mutating func on(_ state: String, _ event: String?, when predicate: String? = nil, computed code: String) {
        let location = takeLocation()
        addTransition(
            state,
            Transition(
                event: event.map { Reference($0, at: location) },
                guard: Guard(predicate: predicate.map { GuardParser.parse($0, line: location.line) }, text: predicate),
                target: nil, location: location, computedTarget: code
            ))
    }

    /// Adds one write whose value may be any of `codes`, each computed at run time (a payload sent
    /// in several places): transitions sharing one line.
    mutating func on(_ state: String, _ event: String?, computedValues codes: [String]) {
        let location = takeLocation()
        for code in codes {
            addTransition(
                state, Transition(event: event.map { Reference($0, at: location) }, target: nil, location: location, computedTarget: code))
        }
    }

    /// Adds the alternatives of one transition whose target code computes, narrowed to `targets`:
    /// dynamic transitions sharing one line.
    mutating func on(_ state: String, _ event: String?, alternatives targets: [String]) {
        let location = takeLocation()
        for target in targets {
            addTransition(
                state,
                Transition(
                    event: event.map { Reference($0, at: location) }, target: Reference(target, at: location), location: location, isDynamic: true
                ))
        }
    }

    /// Records, on its own line, that the source hid `subject` from fsmcheck.
    mutating func unseen(_ subject: Unseen.Subject, because reason: String) {
        machine.unseen.append(Unseen(subject, reason: reason, at: takeLocation()))
    }

    mutating func addTransition(_ state: String, _ transition: Transition) {
        guard let id = machine.id(named: state) else { preconditionFailure("no state \(state) in the test machine") }
        machine.update(id) { $0.transitions.append(transition) }
    }

    func check() -> [Diagnostic] { Checker().check(machine) }

    /// The findings of one rule.
    func findings(_ rule: String) -> [Diagnostic] { check().filter { $0.ruleID == rule } }
}

/// Reads the `.fsm` guard syntax for tests: `Type.case` atoms with `not`, `and`, `or` (in that
/// order of precedence) and parentheses. Test input is trusted, so it is a plain recursive parser.
enum GuardParser {
    static func parse(_ text: String, line: Int) -> PredicateExpression {
        var parser = Parser(tokens: tokenize(text), line: line)
        return parser.disjunction()
    }

    private struct Token {
        var text: String
        var column: Int
    }

    private static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        for (offset, character) in text.enumerated() {
            if character == " " || character == "(" || character == ")" {
                if !current.isEmpty { tokens.append(Token(text: current, column: start + 1)) }
                current = ""
                if character != " " { tokens.append(Token(text: String(character), column: offset + 1)) }
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(Token(text: current, column: start + 1)) }
        return tokens
    }

    private struct Parser {
        var tokens: [Token]
        let line: Int
        var position = 0

        mutating func disjunction() -> PredicateExpression {
            var parts = [conjunction()]
            while peek == "or" {
                position += 1
                parts.append(conjunction())
            }
            return parts.count == 1 ? parts[0] : .or(parts)
        }

        mutating func conjunction() -> PredicateExpression {
            var parts = [negation()]
            while peek == "and" {
                position += 1
                parts.append(negation())
            }
            return parts.count == 1 ? parts[0] : .and(parts)
        }

        mutating func negation() -> PredicateExpression {
            if peek == "not" {
                position += 1
                return .not(negation())
            }
            if peek == "(" {
                position += 1
                let inner = disjunction()
                position += 1
                return inner
            }
            let token = tokens[position]
            position += 1
            let parts = token.text.split(separator: ".", maxSplits: 1).map(String.init)
            let location = SourceLocation(file: "test.fsm", line: line, column: token.column)
            return .atom(PredicateAtom(type: parts[0], value: parts.count > 1 ? parts[1] : "", location: location))
        }

        var peek: String? { position < tokens.count ? tokens[position].text : nil }
    }
}
