import ComposableArchitecture

struct TimerState: Equatable {
    var mode: TimerMode = .stopped
    var seconds = 0
}

enum TimerMode: Equatable {
    case stopped
    case running
    case paused
}

enum TimerAction: Equatable {
    case startTapped
    case pauseTapped
    case tick
    case resetTapped
}

struct TimerEnvironment {
    var mainQueue: AnySchedulerOf<DispatchQueue>
}

let timerReducer = Reducer<TimerState, TimerAction, TimerEnvironment> { state, action, environment in
    switch action {
    case .startTapped:
        switch state.mode {
        case .stopped, .paused:
            state.mode = .running
            return Effect.timer(id: TimerID.self, every: 1, on: environment.mainQueue).map { _ in .tick }
        case .running:
            return .none
        }

    case .pauseTapped:
        guard state.mode == .running else { return .none }
        state.mode = .paused
        return .cancel(id: TimerID.self)

    case .tick:
        state.seconds += 1
        return .none

    case .resetTapped:
        state.mode = .stopped
        state.seconds = 0
        return .cancel(id: TimerID.self)
    }
}

private enum TimerID {}
