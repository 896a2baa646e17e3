import FSMBinaryCoding
import FSMModel

// The model in fsmcheck's binary form, for the cache: a second run over files whose machines are
// stored reads them back field by field, several times faster than through `Codable`, whose keyed
// containers were most of such a run. The model itself knows nothing of any encoding.

extension SourceLocation: BinaryCodable {
    public init(from input: inout BinaryInput) throws { self.init(file: try input.read(), line: try input.read(), column: try input.read()) }

    public func write(to output: inout BinaryOutput) {
        output.write(file)
        output.write(line)
        output.write(column)
    }
}

extension Reference: BinaryCodable {
    public init(from input: inout BinaryInput) throws { self.init(try input.read(), at: try input.read()) }

    public func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(location)
    }
}

extension Machine: BinaryCodable {
    /// States are added again in the order of their ids, parents first, so their links and the
    /// lookup by name come out as the loader built them.
    public init(from input: inout BinaryInput) throws {
        self.init(
            name: try input.read(), location: try input.read(), initial: try input.read(), predicateTypes: try input.read(),
            declaredEvents: try input.read(), semantics: try input.read(), dialect: try input.read(), unseen: try input.read())
        otherInitialTargets = try input.read()
        properties = try input.read()
        let states: [State] = try input.read()
        for state in states {
            guard state.parent.map({ $0.index < self.states.count }) ?? true else { throw BinaryInput.corrupt("a state before its parent") }
            addState(state, parent: state.parent)
        }
    }

    public func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(location)
        output.write(initial)
        output.write(predicateTypes)
        output.write(declaredEvents)
        output.write(semantics)
        output.write(dialect)
        output.write(unseen)
        output.write(otherInitialTargets)
        output.write(properties)
        output.write(states)
    }
}

extension State: BinaryCodable {
    /// Children are not written: adding the states again links them.
    public init(from input: inout BinaryInput) throws {
        self.init(
            name: try input.read(), location: try input.read(), kind: try input.read(), initial: try input.read(), superStates: try input.read(),
            entryActions: try input.read(), exitActions: try input.read(), transitions: try input.read())
        parent = try input.read()
        otherInitialTargets = try input.read()
    }

    public func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(location)
        output.write(kind)
        output.write(initial)
        output.write(superStates)
        output.write(entryActions)
        output.write(exitActions)
        output.write(transitions)
        output.write(parent)
        output.write(otherInitialTargets)
    }
}

extension StateID: BinaryCodable {
    public init(from input: inout BinaryInput) throws { self.init(try input.read()) }
    public func write(to output: inout BinaryOutput) { output.write(index) }
}

extension StateKind: BinaryCodable {
    public init(from input: inout BinaryInput) throws { self = try input.readRawValue() }
    public func write(to output: inout BinaryOutput) { output.write(rawValue) }
}

extension Transition: BinaryCodable {
    public init(from input: inout BinaryInput) throws {
        self.init(
            event: try input.read(), guard: try input.read(), target: try input.read(), actions: try input.read(), location: try input.read(),
            inheritedFrom: try input.read(), isOverride: try input.read(), isDynamic: try input.read(), computedTarget: try input.read())
    }

    public func write(to output: inout BinaryOutput) {
        output.write(event)
        output.write(`guard`)
        output.write(target)
        output.write(actions)
        output.write(location)
        output.write(inheritedFrom)
        output.write(isOverride)
        output.write(isDynamic)
        output.write(computedTarget)
    }
}

extension Guard: BinaryCodable {
    public init(from input: inout BinaryInput) throws {
        let predicate = try Bool(from: &input) ? try PredicateExpression.read(from: &input, depth: 0) : nil
        self.init(predicate: predicate, conditions: try input.read(), text: try input.read())
    }

    public func write(to output: inout BinaryOutput) {
        output.write(predicate != nil)
        predicate?.write(to: &output)
        output.write(conditions)
        output.write(text)
    }
}

extension PredicateExpression {
    /// Deeper than any guard a team writes; a cache file nested deeper is corrupt, and is read no
    /// further rather than recursing until the stack runs out.
    private static let depthLimit = 256

    static func read(from input: inout BinaryInput, depth: Int) throws -> PredicateExpression {
        guard depth < depthLimit else { throw BinaryInput.corrupt("a predicate nested too deep") }
        switch try input.readVarint() {
        case 0: return .atom(try input.read())
        case 1: return .not(try read(from: &input, depth: depth + 1))
        case 2: return .and(try readParts(from: &input, depth: depth + 1))
        case 3: return .or(try readParts(from: &input, depth: depth + 1))
        default: throw BinaryInput.corrupt("an unknown kind of predicate")
        }
    }

    private static func readParts(from input: inout BinaryInput, depth: Int) throws -> [PredicateExpression] {
        try (0..<input.readCount()).map { _ in try read(from: &input, depth: depth) }
    }

    func write(to output: inout BinaryOutput) {
        switch self {
        case .atom(let atom): output.write(kind: 0, atom)
        case .not(let inner):
            output.writeVarint(1)
            inner.write(to: &output)
        case .and(let parts), .or(let parts):
            output.writeVarint(isAnd ? 2 : 3)
            output.writeVarint(UInt64(parts.count))
            for part in parts { part.write(to: &output) }
        }
    }

    private var isAnd: Bool { if case .and = self { true } else { false } }
}

extension PredicateAtom: BinaryCodable {
    public init(from input: inout BinaryInput) throws { self.init(type: try input.read(), value: try input.read(), location: try input.read()) }

    public func write(to output: inout BinaryOutput) {
        output.write(type)
        output.write(value)
        output.write(location)
    }
}

extension PredicateType: BinaryCodable {
    public init(from input: inout BinaryInput) throws { self.init(name: try input.read(), cases: try input.read(), location: try input.read()) }

    public func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(cases)
        output.write(location)
    }
}
