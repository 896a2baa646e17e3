import FSMBinaryCoding
import FSMModel

// How the hand-written reader's facts are stored between runs (`StoredFacts`): each field in
// declaration order. `StoredFactsTests` reads every kind back.

extension CaseSet: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        let isOnly: Bool = try input.read()
        self = isOnly ? .only(try input.read()) : .except(try input.read())
    }

    func write(to output: inout BinaryOutput) {
        switch self {
        case .only(let names):
            output.write(true)
            output.write(names)
        case .except(let names):
            output.write(false)
            output.write(names)
        }
    }
}

extension PathCondition: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(path: try input.read(), cases: try input.read(), isAssigned: try input.read())
    }

    func write(to output: inout BinaryOutput) {
        output.write(path)
        output.write(cases)
        output.write(isAssigned)
    }
}

extension PayloadBinding: BinaryCodable {
    init(from input: inout BinaryInput) throws { self.init(caseName: try input.read(), position: try input.read()) }

    func write(to output: inout BinaryOutput) {
        output.write(caseName)
        output.write(position)
    }
}

extension MoveContext.Parameter: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(
            name: try input.read(), type: try input.read(), isInout: try input.read(), defaultCases: try input.read(), label: try input.read())
    }

    func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(type)
        output.write(isInout)
        output.write(defaultCases)
        output.write(label)
    }
}

extension MoveContext: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(scope: [])
        alternatives = try input.read()
        conditions = try input.read()
        function = try input.read()
        methodEvent = try input.read()
        scope = try input.read()
        isInitializer = try input.read()
        isInAccessor = try input.read()
        parameters = try input.read()
        functionParameters = try input.read()
        returnsState = try input.read()
        localTypes = try input.read()
        payloadBindings = try input.read()
        switchedByBareName = try input.read()
        carriedLocals = try input.read()
        calledBackBy = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(alternatives)
        output.write(conditions)
        output.write(function)
        output.write(methodEvent)
        output.write(scope)
        output.write(isInitializer)
        output.write(isInAccessor)
        output.write(parameters)
        output.write(functionParameters)
        output.write(returnsState)
        output.write(localTypes)
        output.write(payloadBindings)
        output.write(switchedByBareName)
        output.write(carriedLocals)
        output.write(calledBackBy)
    }
}

extension MoveTarget: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        switch try input.readVarint() {
        case 0: self = .state(name: try input.read(), location: try input.read())
        case 1: self = .stay
        case 2: self = .parameter(position: try input.read())
        case 3: self = .payload(try input.read())
        case 4: self = .neighbour(offset: try input.read(), otherwise: try input.read(), location: try input.read())
        case 5: self = .end(isLast: try input.read(), location: try input.read())
        case 6: self = .computed(try input.read())
        default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "an unknown kind of move target"))
        }
    }

    func write(to output: inout BinaryOutput) {
        switch self {
        case .state(let name, let location): output.write(kind: 0, name, location)
        case .stay: output.writeVarint(1)
        case .parameter(let position): output.write(kind: 2, position)
        case .payload(let binding): output.write(kind: 3, binding)
        case .neighbour(let offset, let otherwise, let location): output.write(kind: 4, offset, otherwise, location)
        case .end(let isLast, let location): output.write(kind: 5, isLast, location)
        case .computed(let locator): output.write(kind: 6, locator)
        }
    }
}

extension StorageWrite: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(path: try input.read(), targets: try input.read(), context: try input.read(), location: try input.read())
        isExplicitSelf = try input.read()
        helper = try input.read()
        arguments = try input.read()
        argumentLabels = try input.read()
        callLocator = try input.read()
        returnedBy = try input.read()
        namesACase = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(path)
        output.write(targets)
        output.write(context)
        output.write(location)
        output.write(isExplicitSelf)
        output.write(helper)
        output.write(arguments)
        output.write(argumentLabels)
        output.write(callLocator)
        output.write(returnedBy)
        output.write(namesACase)
    }
}

extension StoredProperty: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(
            name: try input.read(), owner: try input.read(), typeName: try input.read(), isOptional: try input.read(),
            defaultCases: try input.read(), hasDefault: try input.read(), isWritableOutside: try input.read(),
            isWrittenOnlyInside: try input.read(), sharedThrough: try input.read(), isPublished: try input.read(), isBoxed: try input.read(),
            backing: try input.read(), casesShownInstead: try input.read(), isConditional: try input.read(), isImplicitlyUnwrapped: try input.read(),
            isInFilePrivateType: try input.read(), isStatic: try input.read(),
            location: try input.read())
    }

    func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(owner)
        output.write(typeName)
        output.write(isOptional)
        output.write(defaultCases)
        output.write(hasDefault)
        output.write(isWritableOutside)
        output.write(isWrittenOnlyInside)
        output.write(sharedThrough)
        output.write(isPublished)
        output.write(isBoxed)
        output.write(backing)
        output.write(casesShownInstead)
        output.write(isConditional)
        output.write(isImplicitlyUnwrapped)
        output.write(isInFilePrivateType)
        output.write(isStatic)
        output.write(location)
    }
}

extension LocalVariable: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        let variable: StoredProperty = try input.read()
        let function: String = try input.read()
        let (start, end): (SourceLocation, SourceLocation) = (try input.read(), try input.read())
        guard start <= end else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a range that ends before it starts")) }
        self.init(variable: variable, function: function, range: start...end)
    }

    func write(to output: inout BinaryOutput) {
        output.write(variable)
        output.write(function)
        output.write(range.lowerBound)
        output.write(range.upperBound)
    }
}

extension ReducerFunction: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(
            name: try input.read(), scope: try input.read(), resultType: try input.read(), resultIsOptional: try input.read(),
            parameters: try input.read(), statePath: try input.read(), location: try input.read())
    }

    func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(scope)
        output.write(resultType)
        output.write(resultIsOptional)
        output.write(parameters)
        output.write(statePath)
        output.write(location)
    }
}

extension MethodCall: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(
            path: try input.read(), method: try input.read(), callLocator: try input.read(), location: try input.read(), testedPaths: try input.read()
        )
    }

    func write(to output: inout BinaryOutput) {
        output.write(path)
        output.write(method)
        output.write(callLocator)
        output.write(location)
        output.write(testedPaths)
    }
}

extension HiddenWriter: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(
            path: try input.read(), scope: try input.read(), reason: try input.read(), location: try input.read(), baseType: try input.read(),
            isInOut: try input.read(), isProjectedValue: try input.read())
    }

    func write(to output: inout BinaryOutput) {
        output.write(path)
        output.write(scope)
        output.write(reason)
        output.write(location)
        output.write(baseType)
        output.write(isInOut)
        output.write(isProjectedValue)
    }
}

extension TypedConstant: BinaryCodable {
    init(from input: inout BinaryInput) throws { self.init(name: try input.read(), owner: try input.read(), typeName: try input.read()) }

    func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(owner)
        output.write(typeName)
    }
}

extension HeldCases: BinaryCodable {
    init(from input: inout BinaryInput) throws { self.init(type: try input.read(), owner: try input.read(), cases: try input.read()) }

    func write(to output: inout BinaryOutput) {
        output.write(type)
        output.write(owner)
        output.write(cases)
    }
}

extension OwnerPredicate: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(owner: try input.read(), name: try input.read(), condition: try input.read(), isOverride: try input.read())
    }

    func write(to output: inout BinaryOutput) {
        output.write(owner)
        output.write(name)
        output.write(condition)
        output.write(isOverride)
    }
}

extension ValueView: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(path: try input.read(), owner: try input.read(), cases: try input.read(), location: try input.read())
    }

    func write(to output: inout BinaryOutput) {
        output.write(path)
        output.write(owner)
        output.write(cases)
        output.write(location)
    }
}

extension HeldValue: BinaryCodable {
    init(from input: inout BinaryInput) throws { self.init(type: try input.read(), owner: try input.read()) }

    func write(to output: inout BinaryOutput) {
        output.write(type)
        output.write(owner)
    }
}

extension ReducerStart: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init(function: try input.read(), owner: try input.read(), scope: try input.read(), cases: try input.read(), location: try input.read())
    }

    func write(to output: inout BinaryOutput) {
        output.write(function)
        output.write(owner)
        output.write(scope)
        output.write(cases)
        output.write(location)
    }
}

extension HandWrittenFacts: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        self.init()
        writes = try input.read()
        reads = try input.read()
        properties = try input.read()
        constants = try input.read()
        locals = try input.read()
        functions = try input.read()
        hiddenWriters = try input.read()
        methodCalls = try input.read()
        typePaths = try input.read()
        enumPaths = try input.read()
        reducerDialectTypes = try input.read()
        reducerStarts = try input.read()
        callsPassingNames = try input.read()
        heldInside = try input.read()
        decodableTypes = try input.read()
        publicTypes = try input.read()
        protocolPaths = try input.read()
        conformances = try input.read()
        parameterTypes = try input.read()
        valueViews = try input.read()
        importedModules = try input.read()
        ownerPredicates = try input.read()
        constantCases = try input.read()
        conditionalDeclarations = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(writes)
        output.write(reads)
        output.write(properties)
        output.write(constants)
        output.write(locals)
        output.write(functions)
        output.write(hiddenWriters)
        output.write(methodCalls)
        output.write(typePaths)
        output.write(enumPaths)
        output.write(reducerDialectTypes)
        output.write(reducerStarts)
        output.write(callsPassingNames)
        output.write(heldInside)
        output.write(decodableTypes)
        output.write(publicTypes)
        output.write(protocolPaths)
        output.write(conformances)
        output.write(parameterTypes)
        output.write(valueViews)
        output.write(importedModules)
        output.write(ownerPredicates)
        output.write(constantCases)
        output.write(conditionalDeclarations)
    }
}
