internal import SwiftSyntax

/// `class Name<Parameters>: Superclass<Arguments>, Protocol`: enough to follow a test class up to the
/// base class that holds its FSM, and to learn what the base's generic parameters stand for.
struct ClassDeclaration: Sendable {
    var name: String
    var scope: TypeScope
    /// `State`, `Event` of `class FSMTestsBase<State: FSMHashable, Event: FSMHashable>`.
    var genericParameters: [String]
    /// The first inherited type, plain (`FSMTestsBase`, `FSM.Lazy`): a class's superclass when it has
    /// one; a protocol otherwise, which no class declaration answers to, so the chain ends there.
    var superclass: String?
    /// `["Door", "Action"]` of `class DoorSpec: FSMTestsBase<Door, Action>`.
    var superclassArguments: [String]

    var path: TypeScope { scope + [name] }

    init(_ declaration: ClassDeclSyntax, scope: TypeScope) {
        name = declaration.name.text
        self.scope = scope
        genericParameters = declaration.genericParameterClause?.parameters.map(\.name.text) ?? []
        let first = declaration.inheritanceClause?.inheritedTypes.first.map { SyntaxText.oneLine($0.type) }
        superclass = first.map { SyntaxText.plainTypeName($0, droppingModule: "SwiftFSM") }
        superclassArguments = first.map(SwiftFSMMachineAssembly.genericArguments(in:)) ?? []
    }
}

/// A class and the classes it inherits from, nearest first, as far as their declarations are among
/// the files read: members, FSM variables and generic arguments are looked up along it.
struct ClassChain: Sendable {
    /// The scopes to look members up in: the type a site is in first (a class, a struct or an
    /// extension's type), then each superclass's path.
    let scopes: [TypeScope]
    /// `classes[i]` declares `scopes[i]`, when it is a class declared in the files read.
    let classes: [ClassDeclaration?]
    /// The superclass the chain stops at because it is not declared in the files read (`FSM.Lazy`,
    /// `XCTestCase`), plain.
    let externalSuperclass: String?

    /// What a type name written in `scopes[level]` stands for at the bottom of the chain: a generic
    /// parameter of a superclass is replaced by the argument the subclass gives it, level by level
    /// (`State` of `FSMTestsBase<State, Event>`, under `class DoorSpec: FSMTestsBase<Door, Action>`,
    /// is `Door`). Anything else is returned as written.
    func substitutingGenericParameters(in name: String, writtenAt level: Int) -> String {
        var name = name
        var level = level
        while true {
            guard let declaring = (level..<classes.count).first(where: { classes[$0]?.genericParameters.contains(name) == true }),
                declaring > 0, let declaration = classes[declaring], let position = declaration.genericParameters.firstIndex(of: name),
                let subclass = classes[declaring - 1], position < subclass.superclassArguments.count
            else { return name }
            name = subclass.superclassArguments[position]
            level = declaring - 1
        }
    }

    /// The generic arguments of the nearest superclass written with some (`FSMTestsBase<Door, Action>`),
    /// expressed at the bottom of the chain: the state and event types of a test class's FSM when
    /// the base class that creates it is not among the files read.
    var nearestSuperclassArguments: [String] {
        guard let level = classes.firstIndex(where: { $0?.superclassArguments.isEmpty == false }), let declaration = classes[level] else { return [] }
        return declaration.superclassArguments.map { substitutingGenericParameters(in: $0, writtenAt: level) }
    }

    /// Whether the chain ends in a class whose name says it is one of SwiftFSM's machines (`FSM`,
    /// `FSM.Lazy`, `LazyFSM`, `_FSMBase`).
    var isFSMSubclass: Bool {
        externalSuperclass.map(ClassChain.isFSMTypeName) ?? false
    }

    static func isFSMTypeName(_ name: String) -> Bool {
        guard let type = name.split(separator: ".").first else { return false }
        return type.hasSuffix("FSM") || type == "_FSMBase"
    }
}
