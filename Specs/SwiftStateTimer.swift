import SwiftState

/// A workout timer driven only by events, after SwiftState's event-route examples: the timer
/// fires back to idle from a pause only when auto-stop is on (a condition closure), and a reset
/// from any state returns to idle.
enum TimerState: StateType { case idle, running, paused }
enum TimerEvent: EventType { case start, pause, resume, timerFired, reset }

final class WorkoutTimer {
    var autoStopEnabled = true
    var ticks = 0

    private lazy var machine = StateMachine<TimerState, TimerEvent>(state: .idle)

    func configure() {
        machine.addRoutes(event: .start, transitions: [.idle => .running]) { _ in self.ticks += 1 }
        machine.addRoutes(event: .pause, transitions: [.running => .paused])
        machine.addRoutes(event: .resume, transitions: [.paused => .running])
        machine.addRoutes(event: .timerFired, transitions: [.paused => .idle]) { _ in self.autoStopEnabled }
        machine.addRoutes(event: .reset, transitions: [.any => .idle])
    }
}
