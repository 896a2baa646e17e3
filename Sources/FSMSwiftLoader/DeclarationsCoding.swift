import FSMBinaryCoding
import FSMModel

// How a file's declarations are stored between runs (`StoredFacts`): each field in declaration
// order. The types that keep locators of their own are stored beside their declarations.

extension FileDeclarations: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        enums = try input.read()
        aliases = try input.read()
        bindings = try input.read()
        classes = try input.read()
        values = try input.read()
        initialStateArguments = try input.read()
        wrappers = try input.read()
        typeBodies = try input.read()
        handWritten = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(enums)
        output.write(aliases)
        output.write(bindings)
        output.write(classes)
        output.write(values)
        output.write(initialStateArguments)
        output.write(wrappers)
        output.write(typeBodies)
        output.write(handWritten)
    }
}

extension EnumDeclaration: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        name = try input.read()
        scope = try input.read()
        inheritedTypes = try input.read()
        cases = try input.read()
        location = try input.read()
        casesWithAssociatedValues = try input.read()
        finalCases = try input.read()
        hasConsecutiveRawValues = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(scope)
        output.write(inheritedTypes)
        output.write(cases)
        output.write(location)
        output.write(casesWithAssociatedValues)
        output.write(finalCases)
        output.write(hasConsecutiveRawValues)
    }
}

extension TypeAliasDeclaration: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        name = try input.read()
        scope = try input.read()
        target = try input.read()
        genericArguments = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(scope)
        output.write(target)
        output.write(genericArguments)
    }
}

extension ClassDeclaration: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        name = try input.read()
        scope = try input.read()
        genericParameters = try input.read()
        superclass = try input.read()
        superclassArguments = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(scope)
        output.write(genericParameters)
        output.write(superclass)
        output.write(superclassArguments)
    }
}

extension SwiftFSMTableWrapper: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        name = try input.read()
        scope = try input.read()
        variables = try input.read()
    }

    func write(to output: inout BinaryOutput) {
        output.write(name)
        output.write(scope)
        output.write(variables)
    }
}
