import FSMModel
internal import SwiftSyntax

/// Which states a piece of code can run in, as the `switch`, `if case` and `guard` around it say of
/// one value: some cases, all but some cases, or (no condition at all) any.
enum CaseSet: Hashable, Sendable {
    case only([String])
    case except([String])

    /// The case names the set is written with.
    var names: [String] {
        switch self {
        case .only(let names), .except(let names): names
        }
    }

    /// The states of `all` this set admits, in `all`'s order.
    func admitted(from all: [String]) -> [String] {
        switch self {
        case .only(let names): all.filter(names.contains)
        case .except(let names): all.filter { !names.contains($0) }
        }
    }

    /// No case at all: `.only([])`, what two conditions that exclude each other leave.
    var isEmptyOnly: Bool { self == .only([]) }

    /// Both conditions at once: a `guard state != .a` inside a `case .a, .b:`.
    func intersected(with other: CaseSet) -> CaseSet {
        switch (self, other) {
        case (.only(let first), .only(let second)): .only(first.filter(second.contains))
        case (.only(let first), .except(let second)), (.except(let second), .only(let first)): .only(first.filter { !second.contains($0) })
        case (.except(let first), .except(let second)): .except(first + second.filter { !first.contains($0) })
        }
    }
}

/// What code around a move says of one value it matched, by the path the code wrote it with
/// (`state`, `self.state` and `self` all read `state` of the type; `self` alone is an enum's own value).
struct PathCondition: Hashable, Sendable {
    var path: String
    /// The cases named, or one Bool property of the value written `@name` (`!state.isFinal` is
    /// `.except(["@isFinal"])`), resolved against the enum's getter once the enum is known.
    var cases: CaseSet
    static let propertyMarker: Character = "@"

    /// The Bool property the condition tests, when it tests one rather than naming cases.
    var testedProperty: String? {
        guard let first = cases.names.first, first.first == Self.propertyMarker else { return nil }
        return String(first.dropFirst())
    }

    /// Known because the code assigned the case just before, not because it looked at the value:
    /// such a condition says where a move starts, but does not make the code a machine.
    var isAssigned = false
}

/// Where a move sits: the conditions that hold when it runs, as alternatives (`case (.a, .x), (.b,
/// .y):` is two), the plain conditions that are not about a matched value (`if isMuted`), and the
/// method it is written in, which names the event when no matched value does.
struct MoveContext: Sendable {
    /// Each alternative is a conjunction of conditions on matched values; empty alternatives (one
    /// alternative with no condition) mean the code runs whatever the values are.
    var alternatives: [[PathCondition]] = [[]]
    /// Conditions as written, with `!(…)` for an `else` branch.
    var conditions: [String] = []
    /// The function, initializer or accessor the move is written in (its name, `init`, `body`).
    var function: String?
    /// The function as the event of a move that matches none: its name with its argument labels.
    var methodEvent: String?
    /// The types around the move, extensions counting as the type they extend.
    var scope: TypeScope
    /// Written in a subclass of `scope`'s class, which declares the member (`InheritedMembers`):
    /// known once the run is indexed, never stored.
    var isInSubclass = false
    /// Written directly in an initializer, not in a closure there: it gives the initial state.
    var isInitializer: Bool = false
    /// Written in a property's accessor (a getter such as a SwiftUI `body`, a setter, `didSet`), or
    /// in a closure there: a test there (a title computed from the state, a view showing it, a
    /// payload refreshed after a write) does not make the state a machine, unless it is in a
    /// reducer closure given the state; moves there still count. An action a view runs (`Button {
    /// … }`, `.onReceive(…) { … }`: `EventHandlerClosure`) is not in the accessor: it handles events.
    var isInAccessor: Bool = false
    /// The parameters of the function and closures around the move, nearest first, with the type
    /// written for each (or the one a reducer closure implies).
    var parameters: [Parameter] = []
    /// The parameters of the function itself (not of closures in it), in order: a helper's callers
    /// choose the value of the one it assigns.
    var functionParameters: [String] = []
    /// Set for a `return` of a reducer function, whose state parameter is the storage itself.
    var returnsState = false
    /// The types of the locals declared before the move in the blocks around it, as written
    /// (`let screen: FavScreen`) or made (`let screen = FavScreen()`): a write through one of them
    /// (`screen.filter = .starred`) writes that type's property, no other's.
    var localTypes: [String: String] = [:]
    /// The names the nearest `case` patterns bind to a matched case's payload (`case let
    /// .setStep(step)`): a move to `step` goes where the code that sends `.setStep(…)` says.
    var payloadBindings: [String: PayloadBinding] = [:]
    /// The names a `switch` around the move matches written alone (`switch state`, not `switch
    /// self.state`): where a parameter has that name, the switch is on the parameter.
    var switchedByBareName: Set<String> = []
    /// The locals declared outside the nearest loop or closure around the code, in its function: the
    /// code may run again there and find what it left in them the time before (a parser's `var
    /// section` read in its loop over lines), so a test of one is a test of a state.
    var carriedLocals: Set<String> = []
    /// The method of the code's own type a closure around the move is given to (`probe { … }`),
    /// and those it calls in turn (`OwnCallees`): they may move the state before the closure is
    /// called back, so the move may also leave what they assign (`StorageFinder.withCallbackSources`).
    var calledBackBy: [String] = []

    struct Parameter: Sendable {
        var name: String
        var type: String?
        var isInout: Bool
        /// The cases its default value can be (`step: Step = .welcome`).
        var defaultCases: [String] = []
        /// The label calls pass it with, where it differs from its name (`initialPhase phase:`).
        var label: String? = nil

        /// What calls write before its argument: `phase` of `init(initialPhase phase:)` is passed as `initialPhase:`.
        var argumentLabel: String { label ?? name }
    }

    func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// Whether `name` written alone is a parameter, a local or a payload a `case let` binds
    /// (`case let .open(topic): switch topic`), not the property of that name.
    func hasLocal(named name: String) -> Bool { parameter(named: name) != nil || localTypes[name] != nil || payloadBindings[name] != nil }
}

/// The value a move gives its storage.
enum MoveTarget: Sendable {
    /// A case, by name (`.idle`, `State.idle`, `.detail(id: id)`); `nil`/`.none` is the case `nil`.
    case state(name: String, location: SourceLocation)
    /// The storage keeps its value: `return state`, `return nil` from a `-> State?` reducer.
    case stay
    /// A parameter of the function the move is written in, by position: the function is a helper
    /// (`transition(to:)`) whose callers choose the target.
    case parameter(position: Int)
    /// A value the matched case carries (`case let .setStep(step): state.step = step`): the targets
    /// are the values sent with that case anywhere in the run (`send(.setStep(.done))`).
    case payload(PayloadBinding)
    /// The case `offset` places after the current one in declaration order (`Self(rawValue: rawValue
    /// + 1)` in an enum with consecutive raw values), else (past either end) `otherwise`.
    indirect case neighbour(offset: Int, otherwise: [MoveTarget], location: SourceLocation)
    /// `Step.allCases.first!` or `.last!`: the first or last case in declaration order, as a
    /// synthesized `allCases` lists them.
    case end(isLast: Bool, location: SourceLocation)
    /// Anything else: computed at run time, narrowed later as far as the source allows.
    case computed(SyntaxLocator<ExprSyntax>)
}

/// One place that gives a storage a value: `state = .x`, `self = .x`, `state.phase = .x`, `return
/// .x` from a reducer function, or a call of a helper that writes the storage from its parameter.
struct StorageWrite: Sendable {
    /// The written path with `self.` dropped: `["state"]`, `["state", "phase"]`; `["self"]` for an
    /// enum's own value; `["return"]` for a reducer function's result.
    var path: [String]
    /// Written `self.state`: the property, even where a parameter or local has its name.
    var isExplicitSelf = false
    var targets: [MoveTarget]
    var context: MoveContext
    var location: SourceLocation
    /// For a helper call: the helper's name, whose writes from its parameter give the targets.
    var helper: String?
    /// For a helper call: the values each argument may be, by position, and their labels (`_` for
    /// none), which tell overloads with one base name apart.
    var arguments: [[MoveTarget]] = []
    var argumentLabels: [String] = []
    /// For a helper call: the call, whose full context is read only when the callee turns out to
    /// write a storage (few calls that pass a case do: `when(.coin)` in a table builder does not).
    var callLocator: SyntaxLocator<Syntax>?
    /// For a `return`: the reducer function it returns from.
    var returnedBy: ReducerFunction?
    /// The types around a helper call (read from the call, which its context leaves out), else
    /// around the write.
    var callScope: TypeScope { call.map { SyntaxScope.typeScope(of: $0) } ?? context.scope }
    var call: Syntax? { callLocator?.node }
    /// For a read: it compares the value with a case by name (`case .a:`, `== .a`), where a Bool
    /// property (`isBusy`) or `!= nil` may be asked of any type.
    var namesACase = false
}

/// A stored property whose value may be a machine's state: its type is written or its default is a
/// case (`var state = State.idle`), so that the enum it holds can be found.
struct StoredProperty: Sendable {
    var name: String
    /// The type path of its owner (`["Player"]`, `["Feature", "State"]`).
    var owner: TypeScope
    /// The written type without `?` or generic arguments; `nil` when only a default names it.
    var typeName: String?
    var isOptional: Bool
    /// The cases its default value can be (`= .idle`, `= done ? .a : .b`); empty without a default.
    var defaultCases: [String]
    var hasDefault: Bool
    /// Declared `public` or `open` without `private(set)`: code outside the run may write it.
    var isWritableOutside: Bool
    /// `private`, `fileprivate` or with a `private(set)`: only its own type writes it.
    var isWrittenOnlyInside: Bool
    /// The property wrapper that keeps its value outside the type (`Binding`: the view that owns the
    /// value; `AppStorage`, `SceneStorage`: stored under a key any code may use, and restored), or
    /// `IBInspectable`, which lets a storyboard or xib set it per view.
    var sharedThrough: String? = nil
    /// `@Published`: `$name` is its publisher, whose methods read it, not a binding that writes it.
    var isPublished = false
    /// Held in a box that publishes it (`BoxedValue`): `name.value` and `name.send(…)` are its value.
    var isBoxed = false
    /// For a computed property that only forwards to a stored one (`var status: Status { get {
    /// _status } set { transition(to: newValue) } }`), the stored one: the code moves the value by
    /// the computed name, so the machine is read under it, starting where the stored one does.
    var backing: String? = nil
    /// The cases such a getter gives in the stored one's place (`get { killSwitch ? .blocked :
    /// _access }`): values the program shows, which no move needs to enter.
    var casesShownInstead: [String] = []
    /// Declared under `#if` (`#if APPSTORE` around a stub of the type): one build's declaration,
    /// which another build replaces by the one declared without a condition.
    var isConditional = false
    /// `var origin: Origin!`: declared to be set before it is used.
    var isImplicitlyUnwrapped = false
    /// Its type (or one around it) is `private` or `fileprivate`: only its own file reaches it.
    var isInFilePrivateType = false
    /// `static let initialState = State.idle`, `static var initial: Self { .idle }`: the state a
    /// type's values start in, not a storage.
    var isStatic: Bool
    var location: SourceLocation
}

/// A `var` declared in a function, initializer or closure whose value may be a machine's state (a
/// line parser's `var section = Section.outside`): only code in that body writes it.
struct LocalVariable: Sendable {
    var variable: StoredProperty
    /// The function it is declared in (`parse`, `init`), naming the machine.
    var function: String
    /// From its declaration to the end of the body it is declared in.
    var range: ClosedRange<SourceLocation>
}

/// A function whose result is the next state: `func reduce(_ state: State, _ event: Event) -> State`
/// (static, instance or free), or a method of the state enum returning `Self` or a tuple led by it.
struct ReducerFunction: Sendable {
    var name: String
    var scope: TypeScope
    /// The written result type (its first element for a tuple), without `?`.
    var resultType: String
    var resultIsOptional: Bool
    /// The parameters with their written types, in order.
    var parameters: [MoveContext.Parameter]
    /// The name the current state goes by in the body: the parameter of the result's type, or `self`.
    var statePath: String
    var location: SourceLocation
}

/// A statement calling a method on a path (`state.step.next()`): a `mutating func` of the path's
/// enum that assigns `self` moves it. Which calls do is known only against the whole run.
struct MethodCall: Sendable {
    var path: [String]
    var method: String
    var callLocator: SyntaxLocator<Syntax>
    var fileIndex: Int {
        callLocator.fileIndex
    }
    var location: SourceLocation
    /// The paths the `switch`es and `if`s around the call test (`switch player.state { case
    /// .paused: player.play() }`): what decides whether it runs.
    var testedPaths: [String] = []

    var call: Syntax? { callLocator.node }
}

/// A write fsmcheck cannot follow: `$state` handed to a binding, `&state` to a function not read.
struct HiddenWriter: Sendable {
    var path: String
    var scope: TypeScope
    /// What the code does, as a phrase: "`$state` binds it to a view".
    var reason: String
    var location: SourceLocation
    /// The type written for the path's first name where that is a parameter of the function around
    /// (`func scope(state: State)`): whose property the path reaches, when it is known.
    var baseType: String?
    /// `&conn` handed to a function as `inout`: where a reducer's state lives between calls.
    var isInOut = false
    /// `$value`, `model.$value`, `$value.onSet { … }`: the property's projected value itself, which
    /// for a `@State` or `@Binding` one is a binding handed on (a picker's selection), but for a
    /// `@Published` one its publisher, which only reads (`subscribe(terms.$state) { … }`).
    var isProjectedValue = false
}

/// Everything the hand-written reader takes from one file, found while the file is indexed.
struct HandWrittenFacts: Sendable {
    var writes: [StorageWrite] = []
    /// The paths code matches against cases (`switch state`, `guard state == .a`), as writes
    /// without targets: a storage whose event handling looks at its value is a machine.
    var reads: [StorageWrite] = []
    var properties: [StoredProperty] = []
    /// The stored constants of a type with the type written or made for them, and its variables made
    /// with a constructor (`var model = DraftModel()`), to follow paths through.
    var constants: [TypedConstant] = []
    var locals: [LocalVariable] = []
    var functions: [ReducerFunction] = []
    var hiddenWriters: [HiddenWriter] = []
    var methodCalls: [MethodCall] = []
    /// The qualified names of the types the file declares (`Feature.State`), to resolve a written type.
    var typePaths: [String] = []
    /// The enums the file declares, by qualified name: each may be a machine that moves itself.
    var enumPaths: [String] = []
    /// The enums the reducer dialect reads (a `handleEvent` switching on `(self, event)`), with
    /// their hierarchy: they are not read again as hand-written machines, nor are their sub-states.
    var reducerDialectTypes: Set<String> = []
    var reducerStarts: [ReducerStart] = []
    /// The functions called with a plain name as an argument, with its position (`update#0` for
    /// `update(stage, id: id)`): if one is a helper that writes a storage from that parameter, it
    /// may pass any value; and the constructions passing a run-time value, with its label
    /// (`init():Banner#warning`).
    var callsPassingNames: Set<String> = []
    /// Types whose values a stored property holds inside another (`let pending = Box<Pending>(.idle)`,
    /// `var queue: [Job]`), with the property's owner: code fsmcheck cannot follow writes them there.
    var heldInside: [HeldValue] = []
    /// The types declared or extended as `Codable` or `Decodable` (`MoveCollector.isDecodable`).
    var decodableTypes: [String] = []
    /// The types declared `public` or `open`: a module's interface, which other modules use.
    var publicTypes: [String] = []
    /// The protocols the file declares, by qualified name: a value of one may be any conforming type's.
    var protocolPaths: [String] = []
    /// The types the file's types and extensions inherit or conform to (`type`), with each
    /// inheriting type (`owner`): `final class Reader: SpeechOwner`, `extension Reader: Player`.
    var conformances: [HeldValue] = []
    /// The types of the parameters of functions, with the type declaring each function: a value of
    /// such a type is handed to that function (`func search(filter: Filter)`).
    var parameterTypes: [HeldValue] = []
    /// Functions and getters returning a name beside cases of their own (`ReturnedViews`).
    var valueViews: [ValueView] = []
    /// The modules the file imports: a type written `PVPrimitives.State` is the run's `State`.
    var importedModules: [String] = []
    var ownerPredicates: [OwnerPredicate] = []
    /// The cases static and `let` constants of a type are given (`MoveCollector.constantCases`), and
    /// those functions other than reducers return as a value of it.
    var constantCases: [HeldCases] = []
    /// The types declared under `#if`, each branch's declaration apart (`ConditionalVariants`).
    var conditionalDeclarations: [ConditionalDeclaration] = []
}

/// The cases a constant of a type holds, with the type as written and the constant's owner.
struct HeldCases: Sendable {
    var type: String
    var owner: TypeScope
    var cases: [String]
}

/// A Bool property whose getter tests one of its type's stored values (`var isApplying: Bool {
/// phase == .applying }`): asked by name, it is that test.
struct OwnerPredicate: Sendable {
    var owner: TypeScope
    var name: String
    /// The test, on the stored property's name.
    var condition: PathCondition
    /// An `override` (`isExecuting` of an `Operation`): the framework asks it, when events happen.
    var isOverride = false
}

/// A stored `let` of a type, and the type it holds (`let player: Player` in `Remote`).
struct TypedConstant: Sendable {
    var name: String
    var owner: TypeScope
    var typeName: String
}

/// A type whose values a stored property holds inside another (`Box<Pending>`), with the property's owner.
struct HeldValue: Sendable {
    var type: String
    var owner: TypeScope
}

/// A call that runs a reducer function from a first state: CombineFeedback's `Publishers.system(
/// initial: state, reduce: ReduceUtil.reduce, …)`, RxFeedback's `Observable.system(initialState:
/// .idle, reduce: State.reduce, …)`, a TCA `Store(initialState: .launching) { AppFeature() }`. Its
/// initial value is where the reducer's machine starts.
struct ReducerStart: Sendable {
    /// The function `reduce:` names (`reduce`), and the type it is named through (`ReduceUtil`,
    /// `State`; nil for `reduce`, `self.reduce` or `Self.reduce`, the caller's own). For a TCA
    /// store, the feature state it starts (`AppFeature.State`), with no owner.
    var function: String
    var owner: String?
    /// The types around the call.
    var scope: TypeScope
    /// The cases the initial value can be (a literal, a ternary of them, the default of the
    /// caller's parameter it names); empty when it is computed at run time.
    var cases: [String]
    var location: SourceLocation
}

/// A new value stored where a construction call's value goes (`press = Press(mode: .hold)`): the
/// path, the call's context, and whether the path is a local.
struct ConstructionAssignment: Sendable {
    var path: [String]
    var context: MoveContext
    var isToALocal: Bool
}
