import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// What SwiftFSM takes from outside a table: the FSM's initial state and its `State`/`Event` types.
///
/// Real code spreads them over a class hierarchy and several files: a base test class declares
/// `var fsm: FSM<State, Event>.Base!` and a factory `FSM<State, Event>.Eager(initialState: initialState)`,
/// a subclass `class DoorSpec: FSMTestsBase<Door, Action>` names the types and overrides
/// `var initialState: Door { .closed }`, and the table is built in a subclass of that. The reader
/// follows the table's class up through its superclasses (`ClassChain`), in whatever files they are.
/// What it cannot see (an FSM passed in, an initial state held in a variable, no FSM at all) is an
/// `Unseen` initial state, said by `report` alone: never an error, and never a guess.
struct SwiftFSMContainer {
    /// Where the machine starts, when it can be known.
    private(set) var initial: Reference?
    /// The other states a choice between literals (`done ? .viewing : .idle`) may start it in.
    private(set) var otherInitials: [Reference] = []
    /// Why the initial state cannot be known, when it cannot.
    private(set) var unseenInitial: Unseen?
    /// `State` and `Event` as the FSM's type spells them, generic parameters of base classes
    /// replaced by what the subclasses give them.
    private(set) var typeArguments: [String] = []
    /// Where the FSM variable is declared or created, nearest first (`let fsm = FSM<State, Event>(…)`),
    /// with the text of its file: a property comment there belongs to the machine.
    private(set) var declaration: (location: SourceLocation, text: String)?

    private let site: SwiftFSMTableSite
    private let file: ParsedSwiftFile
    private let index: DeclarationIndex
    private let chain: ClassChain

    init(site: SwiftFSMTableSite, file: ParsedSwiftFile, index: DeclarationIndex, chain: ClassChain) {
        self.site = site
        self.file = file
        self.index = index
        self.chain = chain
        guard site.hasFSM else {
            report("`define` statements at the top level belong to a machine built elsewhere", at: site.call)
            return
        }
        read()
    }

    /// A binding of the FSM variable and the level of the class chain it is declared at.
    private typealias Found = (binding: ValueBinding, level: Int)

    private mutating func read() {
        let bindings = fsmBindings()
        typeArguments = Self.typeArguments(of: bindings, chain: chain, index: index)
        declaration = bindings.first.flatMap { found in
            let file = index.files[found.binding.fileIndex]
            let node = found.binding.call.map(Syntax.init) ?? found.binding.typeAnnotation.map(Syntax.init)
            return node.map { (file.location(of: $0), file.text) }
        }
        if let argument = SwiftFSMContainer.initialStateArgument(of: site.call) {
            initial = resolve(argument, in: file)
            return
        }
        let constructed = bindings.compactMap { found in
            found.binding.call.flatMap(Self.initialStateArgument(of:)).map { (found, $0) }
        }
        if let nearest = constructed.first {
            let sameLevel = constructed.filter { $0.0.level == nearest.0.level }
            let names = Set(sameLevel.map { ExpressionReading.text(of: $0.1) })
            if names.count > 1, nearest.0.binding.function != site.function || nearest.0.level > 0 {
                report(
                    "the FSM `\(site.variable)` is created with different initial states (\(names.sorted().joined(separator: ", ")))", at: site.call)
                return
            }
            initial = resolve(nearest.1, in: index.files[nearest.0.binding.fileIndex])
            return
        }
        if let found = initialFromElsewhere(bindings: bindings) {
            initial = found
            return
        }
        if let owner = UnseenReason.parameterOwner(named: site.variable, around: Syntax(site.call)) {
            return report("the FSM `\(site.variable)` is a parameter of `\(owner)`", at: site.call)
        }
        let scope = site.scope.isEmpty ? "this file" : "`\(site.scope.joined(separator: "."))`"
        let superclasses = chain.scopes.count > 1 ? " or its superclasses" : ""
        report("the FSM `\(site.variable)` is not created with `initialState:` in \(scope)\(superclasses)", at: site.call)
    }

    /// The bindings of the FSM variable that create or declare an FSM, in the type of the table and
    /// then up its superclasses; the table's own function first at the bottom level.
    private func fsmBindings() -> [Found] {
        guard site.variable != "self" else { return [] }
        var found: [Found] = []
        for (level, scope) in chain.scopes.enumerated() {
            for binding in index.bindings(of: site.variable, in: scope, function: level == 0 ? site.function : nil) where isFSM(binding) {
                found.append((binding, level))
            }
        }
        return found
    }

    private func isFSM(_ binding: ValueBinding) -> Bool {
        if binding.typeAnnotation.map({ SyntaxText.oneLine($0).contains("FSM") }) == true { return true }
        guard let callee = binding.call.flatMap(ExpressionReading.calleeName(of:)) else { return false }
        return callee.contains("FSM") || index.classChain(ofClassNamed: callee, from: binding.scope)?.isFSMSubclass == true
    }

    /// `FSM<State, Event>(…)` or `var fsm: FSM<State, Event>`, whichever spells the arguments out,
    /// nearest first; else the generic arguments of a subclass of FSM, or of the nearest superclass
    /// that has some (`class DoorSpec: FSMTestsBase<Door, Action>`, when the base is not among the files).
    private static func typeArguments(of bindings: [Found], chain: ClassChain, index: DeclarationIndex) -> [String] {
        for (binding, level) in bindings {
            let spellings = [
                binding.call.map { ExpressionReading.text(of: $0.calledExpression) }, binding.typeAnnotation.map { SyntaxText.oneLine($0) },
            ]
            if let arguments = spellings.lazy.compactMap({ $0 }).map(SwiftFSMMachineAssembly.genericArguments(in:)).first(where: { !$0.isEmpty }) {
                return arguments.map { chain.substitutingGenericParameters(in: $0, writtenAt: level) }
            }
            if let callee = binding.call.flatMap(ExpressionReading.calleeName(of:)),
                let subclass = index.classChain(ofClassNamed: callee, from: binding.scope), subclass.isFSMSubclass
            {
                return subclass.nearestSuperclassArguments
            }
        }
        return chain.nearestSuperclassArguments
    }

    /// The initial state when no binding of the FSM names one: `super.init(initialState:)` in a
    /// subclass of FSM, an `initialState:` argument of an FSM created in a factory method of the
    /// class chain (`makeSUT()`), or a member `initialState` holding a literal.
    private mutating func initialFromElsewhere(bindings: [Found]) -> Reference? {
        // A subclass of FSM created without arguments: its initializer passes the initial state on.
        for (binding, _) in bindings {
            guard let callee = binding.call.flatMap(ExpressionReading.calleeName(of:)),
                let subclass = index.classChain(ofClassNamed: callee, from: binding.scope), subclass.isFSMSubclass
            else { continue }
            if let found = agreedInitial(of: subclass, where: \.isSuperInit) { return found }
        }
        if site.variable == "self" || chain.isFSMSubclass, let found = agreedInitial(of: chain, where: \.isSuperInit) { return found }
        if let found = agreedInitial(of: chain, where: { !$0.isSuperInit && isFSMCallee($0.callee) }) { return found }
        if let member = index.value(named: "initialState", function: nil, chain: chain), let literal = member.literal,
            let name = ExpressionReading.valueName(of: literal)
        {
            return index.files[member.fileIndex].reference(name, at: literal)
        }
        return nil
    }

    private func isFSMCallee(_ callee: String) -> Bool {
        ClassChain.isFSMTypeName(callee) || index.classChain(ofClassNamed: callee, from: site.scope)?.isFSMSubclass == true
    }

    /// The state every matching `initialState:` argument of the chain's classes resolves to, nearest
    /// class first; `nil` when they disagree or none resolves, so nothing is guessed.
    private func agreedInitial(of chain: ClassChain, where matches: (InitialStateArgument) -> Bool) -> Reference? {
        for scope in chain.scopes {
            let arguments = index.initialStateArguments(in: scope).filter(matches)
            guard !arguments.isEmpty else { continue }
            let resolved = arguments.map { argument in argument.argument.flatMap { literal($0, in: index.files[argument.fileIndex]) } }
            guard let first = resolved.first ?? nil, resolved.allSatisfy({ $0?.name == first.name }) else { return nil }
            return first
        }
        return nil
    }

    /// The state an `initialState:` argument names; one that cannot be known is reported.
    private mutating func resolve(_ expression: ExprSyntax, in file: ParsedSwiftFile) -> Reference? {
        // `initialState: done ? .viewing : .idle`: each literal is a state the machine may start in.
        if let states = InitialStateChoice.states(of: expression, literal: { literal($0, in: file) }) {
            otherInitials = states.others
            return states.initial
        }
        // `init(initialState: State) { fsm = FSM(initialState: initialState) }`, given by subclasses' `super.init`.
        if let name = LexicalLookup.variableName(of: expression), LiteralResolver.parameters(around: expression).contains(name),
            let found = agreedInitial(of: chain, where: \.isSuperInit)
        {
            return found
        }
        report(UnseenReason.runTimeValue(expression), at: expression, in: file)
        return nil
    }

    /// A literal state, or a name whose declaration in the class chain or the file holds one:
    /// `.idle`, `initialState` (an overridden computed property), `start` (`let start: State = .idle`).
    private func literal(_ expression: ExprSyntax, in file: ParsedSwiftFile) -> Reference? {
        if let name = ExpressionReading.valueName(of: expression) { return file.reference(name, at: expression) }
        guard let name = LexicalLookup.variableName(of: expression), !LiteralResolver.parameters(around: expression).contains(name),
            let declaration = index.value(named: name, function: SyntaxScope.functionName(of: Syntax(expression)), chain: chain),
            let literal = declaration.literal, let value = ExpressionReading.valueName(of: literal)
        else { return nil }
        return index.files[declaration.fileIndex].reference(value, at: literal)
    }

    static func initialStateArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == "initialState" }?.expression
    }

    /// The one place that says the initial state cannot be seen, and why (`Unseen.reason`).
    private mutating func report(_ reason: String, at node: some SyntaxProtocol, in file: ParsedSwiftFile? = nil) {
        unseenInitial = Unseen(.initialState, reason: reason, at: (file ?? self.file).location(of: node))
    }
}
