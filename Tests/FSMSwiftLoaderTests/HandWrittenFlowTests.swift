import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Writes made one after another, as a task runs a job through its stages: on a fresh local value,
/// through loops, `do`/`catch` and a copy written back, each write moves from the states the code
/// before it can leave, not from any state. Edges as `state: event -> target @line:column`.
@Suite struct HandWrittenFlowTests {
    /// A job made fresh in the function starts where its type starts; a loop's writes may come
    /// round again; `catch` may be reached from any stage of `do`; after the loop, either stage.
    static let worker = """
        enum Stage { case queued, sending, waiting, done, failed }
        struct Job {
            var id: Int
            var stage: Stage = .queued
        }
        final class Worker {
            var onUpdate: (Job) -> Void = { _ in }
            func run(_ id: Int, parts: [Int]) async {
                var job = Job(id: id) {
                    didSet { onUpdate(job) }
                }
                do {
                    job.stage = .sending
                    for part in parts {
                        if part < 0 { job.stage = .waiting } else { job.stage = .sending }
                    }
                    guard !parts.isEmpty else {
                        job.stage = .failed
                        return
                    }
                    job.stage = .done
                } catch {
                    job.stage = .failed
                }
            }
            func retry(_ job: inout Job) {
                guard job.stage == .failed else { return }
                job.stage = .queued
            }
        }
        """

    /// The states the edges written at `place` (`line:column`) leave.
    static func sources(at place: String, in machine: Machine) -> [String] {
        BuilderDialectDump.edges(of: machine).filter { $0.hasSuffix("@" + place) }.map { String($0.prefix { $0 != ":" }) }
    }

    @Test func writesInSequenceOnAFreshValueMoveFromTheStagesBeforeThem() throws {
        let machine = try HandWrittenShapeTests.machine(Self.worker)
        #expect(machine.name == "Job.stage")
        #expect(Self.sources(at: "13:13", in: machine) == ["queued"])
        #expect(Self.sources(at: "15:31", in: machine) == ["sending", "waiting"])
        #expect(Self.sources(at: "18:17", in: machine) == ["sending", "waiting"])
        #expect(Self.sources(at: "21:13", in: machine) == ["sending", "waiting"])
        // `catch` follows a `try` of `do`, and there is none: only the value `do` starts with
        // reaches it, never one its writes leave (`done`, `failed`).
        #expect(Self.sources(at: "23:13", in: machine) == ["queued"])
        #expect(BuilderDialectDump.edges(of: machine).filter { $0.hasPrefix("queued:") }.count == 2)
    }

    /// A copy taken in a loop and written back (`var next = job; next.stage = …; job = next`)
    /// moves the job from what earlier rounds left.
    @Test func aCopyWrittenBackMovesTheValueItWasCopiedFrom() throws {
        let source = """
            enum Stage { case queued, running, paused, done }
            struct Job { var stage: Stage = .queued }
            final class Runner {
                func run(_ events: [Int]) async {
                    var job = Job()
                    job.stage = .running
                    for event in events {
                        var next = job
                        switch event {
                        case 0: next.stage = .paused
                        case 1: next.stage = .running
                        default: next.stage = .done
                        }
                        job = next
                    }
                }
                func reset(_ job: inout Job) { if job.stage == .done { job.stage = .queued } }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source)
        #expect(Self.sources(at: "6:9", in: machine) == ["queued"])
        #expect(Self.sources(at: "10:21", in: machine) == ["running", "paused", "done"])
    }

    /// A value that is not a case, written between, leaves the stage unknown: the write after it
    /// may leave any state.
    @Test func aValueThatIsNotACaseOnTheWayLeavesTheStageUnknown() throws {
        let source = """
            enum Stage { case queued, running, done }
            struct Job { var stage: Stage = .queued }
            final class Runner {
                var restored: Stage = .queued
                func run(_ flag: Bool) {
                    var job = Job()
                    job.stage = .running
                    if flag { job.stage = restored }
                    job.stage = .done
                }
                func reset(_ job: inout Job) { if job.stage == .done { job.stage = .queued } }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source, named: "Job.stage")
        #expect(Self.sources(at: "7:9", in: machine) == ["queued"])
        #expect(Self.sources(at: "9:9", in: machine) == ["queued", "running", "done"])
    }

    /// A closure's parameter that shadows a fresh local names another value: what the local holds
    /// says nothing of it, so the write there may leave any state.
    @Test func aClosureParameterNamedLikeAFreshLocalIsAnotherValue() throws {
        let source = """
            enum Stage { case queued, running, done }
            struct Job { var stage: Stage = .queued }
            final class Runner {
                var apply: ((inout Job) -> Void) -> Void = { _ in }
                func run() {
                    let job = Job()
                    apply { job in job.stage = .done }
                    _ = job
                }
                func reset(_ job: inout Job) { if job.stage == .done { job.stage = .queued } }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source, named: "Job.stage")
        #expect(Self.sources(at: "7:24", in: machine) == ["queued", "running", "done"])
    }

    /// A local closure that applies its argument to a boxed value (`update { $0.stage = … }`), and
    /// a box's `with…` method, hand their closures that value: the writes through them run in
    /// sequence on it, as writes of a local do, whether the parameter is `$0` or named.
    static let exporter = """
        enum Stage { case idle, preparing, writing, finished, failed, paused }
        struct Export { var stage: Stage = .idle }
        final class Box<Value> {
            var value: Value
            init(_ value: Value) { self.value = value }
            func withValue(_ change: (inout Value) -> Void) { change(&value) }
        }
        final class Exporter {
            func run(chunks: [Int], publish: (Export) -> Void) async {
                let export = Box(Export())
                let update: ((inout Export) -> Void) -> Void = { change in
                    export.withValue { export in change(&export) }
                    publish(export.value)
                }
                do {
                    update { $0.stage = .preparing }
                    try await prepare()
                    update { $0.stage = .writing }
                    try await write(chunks) { written in
                        update { export in export.stage = .writing }
                    }
                    update { export in
                        export.chunks = chunks.count
                        export.stage = .finished
                        export.note = "done"
                    }
                } catch {
                    export.withValue { $0.stage = .failed }
                }
            }
            func retry(_ export: inout Export) {
                guard export.stage == .failed else { return }
                export.stage = .idle
            }
        }
        """

    @Test func writesThroughAClosureThatIsHandedTheValueRunInSequence() throws {
        let machine = try HandWrittenShapeTests.machine(Self.exporter, named: "Export.stage")
        #expect(Self.sources(at: "16:22", in: machine) == ["idle"])
        #expect(Self.sources(at: "18:22", in: machine) == ["preparing"])
        #expect(Self.sources(at: "20:36", in: machine) == ["writing"])
        #expect(Self.sources(at: "24:17", in: machine) == ["writing"])
        // `catch` follows a `try`, so never the last write, `finished`, which is a dead end.
        #expect(Self.sources(at: "28:32", in: machine) == ["idle", "preparing", "writing"])
        #expect(
            HandWrittenLimitTests.findings(Self.exporter) == [
                "1 warning dead-end: state `finished` is a dead end: once entered, it is never left",
                "1 error unreachable-state: state `paused` can never be entered",
            ])
    }

    /// A feedback system's first value starts the reducer it runs (CombineFeedback's
    /// `Publishers.system(initial:reduce:…)`, RxFeedback's `initialState:`), even through the
    /// default of the parameter it passes on; a value computed at run time leaves the start unseen.
    @Test func aFeedbackSystemsFirstValueStartsItsReducer() throws {
        let reducer = """
            enum ViewState { case idle, loading, loaded, failed }
            enum ViewEvent { case appear, loaded, failed, retry }
            enum Reducers {
                static func reduce(_ state: ViewState, _ event: ViewEvent) -> ViewState {
                    switch (state, event) {
                    case (.idle, .appear), (.failed, .retry): return .loading
                    case (.loading, .loaded): return .loaded
                    case (.loading, .failed): return .failed
                    default: return state
                    }
                }
            }

            """
        let started =
            reducer + """
                final class Model {
                    init(state: ViewState = .idle) {
                        _ = Publishers.system(initial: state, reduce: Reducers.reduce, scheduler: DispatchQueue.main, feedbacks: [])
                    }
                }
                """
        let machine = try HandWrittenShapeTests.machine(started)
        #expect(machine.name == "Reducers.reduce")
        #expect(machine.initial?.name == "idle")
        #expect(HandWrittenLimitTests.findings(started) == ["1 warning dead-end: state `loaded` is a dead end: once entered, it is never left"])

        let restored =
            reducer + """
                final class Model {
                    init(saved: ViewState) {
                        _ = Observable.system(initialState: saved, reduce: Reducers.reduce, scheduler: MainScheduler.instance, feedback: [])
                    }
                }
                """
        #expect(
            HandWrittenLimitTests.findings(restored) == [
                "1 warning dead-end: state `loaded` is a dead end: once entered, it is never left",
                "15 note not-visible: the initial state of `Reducers.reduce` is not visible (`reduce` is started from a value computed at run time); unreachable-state was not checked",
            ])
    }

    /// `guard busy == nil …; busy = command; send { busy = nil }`: the write in the closure runs after
    /// `busy = command`, so it leaves whatever that gave, not the `nil` tested before it.
    @Test func aValueAssignedAfterATestIsNoLongerWhatWasTested() throws {
        let source = """
            enum Network { static func call(_ done: @escaping () -> Void) { done() } }
            final class Door {
                enum Command { case close, release }
                private(set) var busy: Command?
                func close() { run(.close) }
                func release() { run(.release) }
                private func run(_ command: Command) {
                    guard busy == nil else { return }
                    busy = command
                    Network.call { [weak self] in self?.busy = nil }
                }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source)
        #expect(Set(Self.sources(at: "10:39", in: machine)) == ["close", "release", "nil"])
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
    }

    /// `guard error == nil else { return }`: a parameter tested for `nil` names no event; the
    /// method does (`feed(_:error:)`), as it would without the test.
    @Test func aParameterTestedForNilIsNoEvent() throws {
        let source = """
            final class Sampler {
                enum Mode { case idle, warm, hot }
                var mode: Mode = .idle
                func feed(_ value: Double, error: Error?) {
                    guard error == nil else { return }
                    switch mode {
                    case .idle: if value > 1 { mode = .warm }
                    case .warm: mode = .hot
                    case .hot: break
                    }
                }
                func reset() { mode = .idle }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source, named: "Sampler.mode")
        #expect(transitionLines(of: "warm", in: machine).contains { $0.hasPrefix("feed(_:error:)") && $0.contains("hot") })
        #expect(!machine.states.flatMap(\.transitions).contains { $0.event?.name == "nil" })
    }
}
