import FSMBinaryCoding
import FSMModel

// The rest of the model and what loading says, in fsmcheck's binary form (`MachineCoding.swift`).

extension Semantics: BinaryCodable {
    public init(from input: inout BinaryInput) throws {
        self.init(
            guardOverlap: try input.readRawValue(), inheritedOverride: try input.readRawValue(), unconditionalTransitionsAlwaysFire: try input.read(),
            concreteSuperStates: try input.read(), cancelledByInvoker: try input.read())
    }

    public func write(to output: inout BinaryOutput) {
        output.write(guardOverlap.rawValue)
        output.write(inheritedOverride.rawValue)
        output.write(unconditionalTransitionsAlwaysFire)
        output.write(concreteSuperStates)
        output.write(cancelledByInvoker)
    }
}

extension Unseen: BinaryCodable {
    public init(from input: inout BinaryInput) throws {
        let subject: Subject =
            switch try input.readVarint() {
            case 0: .initialState
            case 1: .predicateType(try input.read())
            case 2: .transitions(from: try input.read())
            case 3: .stateType
            default: throw BinaryInput.corrupt("an unknown kind of unseen part")
            }
        self.init(subject, reason: try input.read(), at: try input.read(), isReportedByLoader: try input.read())
    }

    public func write(to output: inout BinaryOutput) {
        switch subject {
        case .initialState: output.writeVarint(0)
        case .predicateType(let name): output.write(kind: 1, name)
        case .transitions(let state): output.write(kind: 2, state)
        case .stateType: output.writeVarint(3)
        }
        output.write(reason)
        output.write(location)
        output.write(isReportedByLoader)
    }
}

extension Property: BinaryCodable {
    public init(from input: inout BinaryInput) throws {
        let pattern: Pattern =
            switch try input.readVarint() {
            case 0: .reachable(try input.read())
            case 1: .never(try input.read())
            case 2: .alwaysReachable(try input.read())
            case 3: .precedence(state: try input.read(), requires: try input.read())
            case 4: .response(from: try input.read(), to: try input.read(), strict: try input.read())
            default: throw BinaryInput.corrupt("an unknown kind of property")
            }
        self.init(pattern, at: try input.read())
    }

    public func write(to output: inout BinaryOutput) {
        switch pattern {
        case .reachable(let state): output.write(kind: 0, state)
        case .never(let state): output.write(kind: 1, state)
        case .alwaysReachable(let state): output.write(kind: 2, state)
        case .precedence(let state, let requires): output.write(kind: 3, state, requires)
        case .response(let from, let to, let strict): output.write(kind: 4, from, to, strict)
        }
        output.write(location)
    }
}

extension LoadResult: BinaryCodable {
    public init(from input: inout BinaryInput) throws { self.init(machines: try input.read(), diagnostics: try input.read()) }

    public func write(to output: inout BinaryOutput) {
        output.write(machines)
        output.write(diagnostics)
    }
}

extension Diagnostic: BinaryCodable {
    public init(from input: inout BinaryInput) throws {
        self.init(
            ruleID: try input.read(), severity: try input.readRawValue(), message: try input.read(), location: try input.read(),
            notes: try input.read(), hint: try input.read(), subject: try input.read(), witness: try input.read())
    }

    public func write(to output: inout BinaryOutput) {
        output.write(ruleID)
        output.write(severity.rawValue)
        output.write(message)
        output.write(location)
        output.write(notes)
        output.write(hint)
        output.write(subject)
        output.write(witness)
    }
}

extension Note: BinaryCodable {
    public init(from input: inout BinaryInput) throws { self.init(try input.read(), at: try input.read()) }

    public func write(to output: inout BinaryOutput) {
        output.write(message)
        output.write(location)
    }
}

extension Diagnostic.Subject: BinaryCodable {
    public init(from input: inout BinaryInput) throws {
        self.init(machine: try input.read(), states: try input.read(), event: try input.read(), transitions: try input.read())
    }

    public func write(to output: inout BinaryOutput) {
        output.write(machine)
        output.write(states)
        output.write(event)
        output.write(transitions)
    }
}

extension Witness: BinaryCodable {
    public init(from input: inout BinaryInput) throws {
        self.init(steps: try input.read(), trigger: try input.read(), start: try input.read())
        why = try input.read()
    }

    public func write(to output: inout BinaryOutput) {
        output.write(steps)
        output.write(trigger)
        output.write(start)
        output.write(why)
    }
}

extension Witness.Step: BinaryCodable {
    public init(from input: inout BinaryInput) throws {
        self.init(
            state: try input.read(), event: try input.read(), values: try input.read(), conditions: try input.read(), target: try input.read(),
            location: try input.read())
    }

    public func write(to output: inout BinaryOutput) {
        output.write(state)
        output.write(event)
        output.write(values)
        output.write(conditions)
        output.write(target)
        output.write(location)
    }
}
