import FSMModel
import Testing

/// A closure handed to one of the owner's own methods runs when that method calls it back, and
/// by then the method (or one it calls) may have moved the state: a write in the closure leaves
/// those states too, not only the one the code around the call left. Edges as
/// `state: event [guard] -> target @line:column`.
@Suite struct HandWrittenCallbackTests {
    /// `fetch` moves to `pulling` before its completion resets the state; `sync` hands its
    /// completion to `prepare`, which hands it on to `pull`, which moves in a later block.
    static let fetcher = """
        import Foundation
        enum Phase { case resting, probing, pulling }
        final class Fetcher {
            private var phase: Phase = .resting
            func begin(done: @escaping (Bool) -> Void) {
                guard phase == .resting else { return }
                phase = .probing
                fetch { ok in
                    self.phase = .resting
                    done(ok)
                }
            }
            private func fetch(finish: @escaping (Bool) -> Void) {
                phase = .pulling
                finish(true)
            }
        }
        """

    @Test func aCompletionGivenToAMethodThatMovesLeavesWhatTheMethodAssigned() throws {
        let machine = try HandWrittenShapeTests.machine(Self.fetcher)
        #expect(HandWrittenFlowTests.sources(at: "9:13", in: machine) == ["probing", "pulling"])
        #expect(HandWrittenLimitTests.findings(Self.fetcher) == [])
    }

    @Test func theMethodsItCallsInTurnCountToo() throws {
        let source = """
            import Foundation
            enum Sync { case idle, checking, downloading }
            final class Downloader {
                private var sync: Sync = .idle
                func start(completion: @escaping () -> Void) {
                    guard sync == .idle else { return }
                    sync = .checking
                    downloadAll { [weak self] in
                        self?.sync = .idle
                        completion()
                    }
                }
                private func downloadAll(completion: @escaping () -> Void) {
                    for part in 0..<3 { downloadOne(part) { completion() } }
                }
                private func downloadOne(_ part: Int, completion: @escaping () -> Void) {
                    DispatchQueue.main.async { [weak self] in
                        self?.sync = .downloading
                        completion()
                    }
                }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source)
        #expect(HandWrittenFlowTests.sources(at: "9:13", in: machine) == ["checking", "downloading"])
        #expect(HandWrittenLimitTests.findings(source) == [])
    }

    /// A completion handed to another value's method (`client.fetch { … }`) runs after code that
    /// cannot write the state: it leaves what the code around the call left, and a state nothing
    /// leaves is still a dead end.
    @Test func aCompletionGivenToAnotherValueLeavesOnlyWhatTheCallerLeft() throws {
        let source = """
            enum Phase { case resting, probing, broken }
            final class Client { func fetch(_ done: @escaping () -> Void) { done() } }
            final class Fetcher {
                let client = Client()
                private var phase: Phase = .resting
                func begin() {
                    guard phase == .resting else { return }
                    phase = .probing
                    client.fetch { self.phase = .resting }
                }
                func fail() { if phase == .probing { phase = .broken } }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source)
        #expect(HandWrittenFlowTests.sources(at: "9:24", in: machine) == ["probing"])
        #expect(HandWrittenLimitTests.findings(source) == ["1 warning dead-end: state `broken` is a dead end: once entered, it is never left"])
    }
}
