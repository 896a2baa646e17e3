import FSMModel
import Testing

/// Functions that give the next state by returning it: with `return`, or (Swift 5.9) as the value
/// of the one `switch` or `if` expression their body is; a method of a type that calls itself
/// again searches through values of the type instead.
@Suite struct HandWrittenReturnTests {
    static let reducer = """
        final class Updater {
            enum State { case idle, loading, ready(String), failed }
            enum Event { case appear, loaded(String), failed, retry }
            private(set) var state: State = .idle
            static func reduce(_ state: State, _ event: Event) -> State {
                switch state {
                case .idle:
                    switch event {
                    case .appear: .loading
                    default: state
                    }
                case .loading:
                    switch event {
                    case let .loaded(version): .ready(version)
                    case .failed: .failed
                    default: state
                    }
                case .ready: state
                case .failed: event == .retry ? .loading : state
                }
            }
        }
        """

    /// Each branch's value is a move from the states and on the events its cases match.
    @Test func aReducerWithoutReturnIsReadBranchByBranch() throws {
        let machine = try HandWrittenShapeTests.machine(Self.reducer, named: "Updater.reduce")
        #expect(transitionLines(of: "idle", in: machine).contains { $0.hasPrefix("appear") && $0.contains("loading") })
        #expect(transitionLines(of: "loading", in: machine).contains { $0.hasPrefix("loaded") && $0.contains("ready") })
        #expect(transitionLines(of: "failed", in: machine).contains { $0.contains("loading") })
        #expect(transitionLines(of: "ready", in: machine).allSatisfy { !$0.contains("-> loading") })
    }

    /// Written with `return`, the same reducer gives the same moves, each once.
    @Test func returnsAreReadOnce() throws {
        let implicit = try HandWrittenShapeTests.machine(Self.reducer, named: "Updater.reduce")
        let explicit = Self.reducer.replacingOccurrences(of: "case .appear: .loading", with: "case .appear: return .loading")
            .replacingOccurrences(of: "default: state", with: "default: return state")
            .replacingOccurrences(of: "case let .loaded(version): .ready(version)", with: "case let .loaded(version): return .ready(version)")
            .replacingOccurrences(of: "case .failed: .failed", with: "case .failed: return .failed")
            .replacingOccurrences(of: "case .ready: state", with: "case .ready: return state")
            .replacingOccurrences(of: "case .failed: event ==", with: "case .failed: return event ==")
        #expect(explicit.components(separatedBy: "return ").count == 8)
        let returned = try HandWrittenShapeTests.machine(explicit, named: "Updater.reduce")
        for state in ["idle", "loading", "ready", "failed"] {
            #expect(transitionLines(of: state, in: returned).count == transitionLines(of: state, in: implicit).count)
        }
    }

    /// `func find(id:) -> Self?` on a tree's node that calls itself on the children: a search, no machine.
    @Test func aMethodThatCallsItselfIsASearchNotAMachine() {
        let source = """
            indirect enum Node {
                case leaf(Int)
                case split(Node, Node)
                func find(id: Int) -> Node? {
                    switch self {
                    case .leaf(let value): return value == id ? self : nil
                    case .split(let left, let right): return left.find(id: id) ?? right.find(id: id)
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
    }

    /// `func with(_ photo: Photo) -> Origin` that returns each case it matches with the new photo:
    /// a copy of the value with other data, no machine; a method that moves between the cases is one.
    @Test func aMethodReturningTheSameCasesWithNewValuesIsACopy() {
        let source = """
            struct Photo { let id: Int }
            enum Origin {
                case empty
                case album(Photo)
                case chat(Int, Photo?)
                case camera(Photo)
                func with(_ photo: Photo) -> Origin {
                    switch self {
                    case .empty: return .camera(photo)
                    case .album: return .album(photo)
                    case let .chat(id, _): return .chat(id, photo)
                    case .camera: return .camera(photo)
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        let moving = source.replacingOccurrences(of: "case .album: return .album(photo)", with: "case .album: return .empty")
            .replacingOccurrences(of: "case .camera: return .camera(photo)", with: "case .camera: return .empty")
        #expect(moving != source)
        #expect(HandWrittenLimitTests.machineNames(moving) == ["Origin"])
    }

    /// `static func merge(_ a: Lamp?, _ b: Lamp?) -> Lamp?`: two values of the state's type combined
    /// into one (a display merging two lamps'), not a state moved by an event.
    @Test func aFunctionCombiningTwoStatesIsNoMachine() {
        let source = """
            enum Lamp { case on, dimmed, off }
            enum Panel {
                static func merge(_ left: Lamp, _ right: Lamp, bright: Bool) -> Lamp {
                    switch (left, right) {
                    case (.on, _), (_, .on): return bright ? .on : .dimmed
                    case (.dimmed, .dimmed): return .dimmed
                    default: return left
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        // One state and an event: the next state.
        let stepped = """
            enum Lamp { case on, dimmed, off }
            enum Tap { case press, hold }
            enum Panel {
                static func step(_ lamp: Lamp, _ tap: Tap) -> Lamp {
                    switch (lamp, tap) {
                    case (.off, .press): return .on
                    case (.on, .hold): return .dimmed
                    case (.on, .press), (.dimmed, .press): return .off
                    default: return lamp
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(stepped) == ["Panel.step"])
    }

    /// `enum Signal { struct Signal { … }; func describe() -> Signal }`: inside the enum its name is
    /// the nested struct, which the method makes; the enum does not move.
    @Test func aNestedTypeOfTheSameNameIsWhatAMethodReturns() {
        let source = """
            enum Signal {
                case quiet, loud(level: Int)
                struct Signal { let label: String; let weight: Int }
                func describe() -> Signal {
                    switch self {
                    case .quiet: return Signal(label: "quiet", weight: 0)
                    case .loud(let level): return Signal(label: "loud", weight: level)
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
    }
}
