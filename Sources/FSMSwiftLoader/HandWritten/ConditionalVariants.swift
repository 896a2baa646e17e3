import FSMBinaryCoding
import FSMModel
internal import SwiftSyntax

/// A type declared under `#if`, whose branches may each declare it again (`#if os(iOS) final class
/// Switcher { … } #else final class Switcher { … } #endif`): each branch is the type of one build,
/// so a storage of one branch is written and tested by its own branch's code, never by another's,
/// and a defect of one build is not hidden by the moves of another.
struct ConditionalDeclaration: Sendable {
    /// The type's qualified name.
    var path: String
    /// From its first token to its closing brace.
    var range: ClosedRange<SourceLocation>

    /// The type declaration `node` when it is under `#if`.
    init?(_ node: Syntax, path: String, in file: ParsedSwiftFile) {
        guard MoveCollector.isConditional(node), let members = node.asProtocol(DeclGroupSyntax.self)?.memberBlock else { return nil }
        let (start, end) = (file.location(of: node), file.location(of: members.rightBrace))
        guard start <= end else { return nil }
        self.init(path: path, range: start...end)
    }

    init(path: String, range: ClosedRange<SourceLocation>) {
        self.path = path
        self.range = range
    }
}

/// The branches of each conditional type of a run, by file and type.
struct ConditionalVariants: Sendable {
    private var rangesByKey: [String: [ClosedRange<SourceLocation>]] = [:]

    mutating func add(_ declarations: [ConditionalDeclaration], in file: String) {
        for declaration in declarations { rangesByKey[Self.key(file, declaration.path), default: []].append(declaration.range) }
    }

    /// Whether `location` is in another branch's declaration of the type of `property`, one of a
    /// type declared once per branch: code of a build `property` is not part of.
    func isInAnotherBranch(_ location: SourceLocation, than property: StoredProperty) -> Bool {
        guard property.isConditional, location.file == property.location.file,
            let ranges = rangesByKey[Self.key(location.file, property.owner.joined(separator: "."))], ranges.count > 1
        else { return false }
        return ranges.contains { $0.contains(location) && !$0.contains(property.location) }
    }

    private static func key(_ file: String, _ path: String) -> String { file + "\u{1F}" + path }
}

extension ConditionalDeclaration: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        let path: String = try input.read()
        let (start, end): (SourceLocation, SourceLocation) = (try input.read(), try input.read())
        guard start <= end else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a range that ends before it starts")) }
        self.init(path: path, range: start...end)
    }

    func write(to output: inout BinaryOutput) {
        output.write(path)
        output.write(range.lowerBound)
        output.write(range.upperBound)
    }
}
