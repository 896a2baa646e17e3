internal import SwiftSyntax

/// The words of SwiftFSM's table DSL, whatever they are called in the code at hand.
enum SwiftFSMKeyword: Sendable {
    case define
    case superState
    case when
    case then
    case matching
    case condition
    case actions
    case overriding
}

/// Maps callee names to SwiftFSM keywords: the builder functions (`define`), the struct syntax of
/// April 2023 (`Syntax.Define<State>`), and any typealias the user made of those structs
/// (`typealias d = Syntax.Define<State>`, even one that shadows `State`).
///
/// Typealiases are collected from every file regardless of where they are declared: a short alias
/// is usually local to one test method, and SwiftFSM code has no other use for calling a type
/// that is aliased to a DSL struct.
struct SwiftFSMVocabulary: Sendable {
    private static let builtIn: [String: SwiftFSMKeyword] = [
        "define": .define, "Syntax.Define": .define,
        "SuperState": .superState, "Syntax.SuperState": .superState,
        "when": .when, "Syntax.When": .when,
        "then": .then, "Syntax.Then": .then,
        "matching": .matching, "Syntax.Matching": .matching,
        "condition": .condition, "Syntax.Condition": .condition,
        "actions": .actions, "Syntax.Actions": .actions,
        "overriding": .overriding, "override": .overriding, "Syntax.Override": .overriding,
    ]

    private let keywords: [String: SwiftFSMKeyword]

    init(index: DeclarationIndex) {
        var keywords = Self.builtIn
        let typeNames = Set(Self.builtIn.keys.filter { $0.first?.isUppercase == true })
        for (alias, target) in index.aliases(of: typeNames) {
            keywords[alias] = Self.builtIn[target]
        }
        self.keywords = keywords
    }

    func keyword(of call: SourceNode) -> SwiftFSMKeyword? {
        guard let name = ExpressionReading.calleeName(of: call) else { return nil }
        return keywords[name] ?? (name.hasPrefix("SwiftFSM.") ? keywords[String(name.dropFirst("SwiftFSM.".count))] : nil)
    }
}
