import FSMModel
import Testing

/// A value another type drives: a service that keeps the player in a `let` and calls its setters,
/// testing the value through the same constant; a helper whose `switch` returns the next case
/// from several places. Met on public apps (a video player's playback state, a scanner's phase).
@Suite struct HandWrittenControllerTests {
    /// `let model: PlayerModel` in the service: tests and setter calls through it reach the
    /// model's `playback`, even when no move sits right under a test (`toggle` calls `pause()`).
    @Test func aServiceHoldingTheModelInAConstantDrivesItsState() throws {
        let source = """
            enum Playback { case idle, loading, playing, paused, broken }
            final class PlayerModel {
                private(set) var playback: Playback = .idle
                func setPlayback(_ value: Playback) { playback = value }
                func reset() { playback = .idle }
            }
            final class PlayerService {
                let model: PlayerModel
                init(model: PlayerModel) { self.model = model }
                func load() { model.setPlayback(.loading) }
                func pause() { model.setPlayback(.paused) }
                func resume() { model.setPlayback(.playing) }
                func toggle() { if model.playback == .playing { pause() } else { resume() } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["PlayerModel.playback"])
        #expect(HandWrittenLimitTests.findings(source) == ["1 error unreachable-state: state `broken` can never be entered"])
    }

    /// A constant of another type of the same property name keeps its writes apart: `remote.playback
    /// = .broken` through `let remote: Remote` is `Remote`'s, so `broken` is no state of the player's
    /// machine (a case another storage takes), and no move of it goes there.
    @Test func aConstantOfAnotherTypeKeepsItsWritesApart() throws {
        let source = """
            enum Playback { case idle, playing, broken }
            final class PlayerModel {
                var playback: Playback = .idle
                func play() { if playback == .idle { playback = .playing } }
                func stop() { playback = .idle }
            }
            final class Remote { var playback: Playback = .idle }
            final class Panel {
                let remote: Remote
                init(remote: Remote) { self.remote = remote }
                func fail() { remote.playback = .broken }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source, named: "PlayerModel.playback")
        #expect(machine.states.map(\.name) == ["idle", "playing"])
        #expect(HandWrittenLimitTests.findings(source) == [])
    }

    /// `phase = classify(input)`, where `classify` switches and returns from a `guard … else`
    /// inside a case as well as from each case's end: every `return` is a target.
    @Test func everyReturnOfAHelperThatSwitchesIsATarget() {
        let source = """
            final class Scanner {
                enum Phase { case idle, found, rejected }
                var phase: Phase = .idle
                func receive(_ input: Int?) {
                    switch phase {
                    case .idle, .rejected: phase = classify(input)
                    case .found: return
                    }
                }
                func reset() { if case .found = phase { phase = .idle } }
                func classify(_ input: Int?) -> Phase {
                    switch input {
                    case .some(let value):
                        guard value > 0 else { return .rejected }
                        return .found
                    case .none:
                        return .idle
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
    }
}
