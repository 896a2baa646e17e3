import Stated

/// Stated's first API, with plain enums for states and inputs: a media download that can be
/// paused and resumed; a finished download can be started over and a failed one retried.
final class Download {
    enum State { case idle, downloading, paused, finished, failed }
    enum Input { case start, pause, resume, complete, fail, retry, reset }

    let mappings: [StateMappingWithEffect<State, Input>] = [
        .start    | .idle        => .downloading | beginTransfer,
        .pause    | .downloading => .paused,
        .resume   | .paused      => .downloading | beginTransfer,
        .complete | .downloading => .finished,
        .fail     | .downloading => .failed,
        .retry    | .failed      => .downloading | beginTransfer,
        .reset    | .finished    => .idle,
    ]

    lazy var machine = StateMachine<State, Input>(initialState: .idle, mappings: mappings)
}

func beginTransfer() {}
