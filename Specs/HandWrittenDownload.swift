import Foundation

/// A download written by hand, with no state-machine library: fsmcheck reads the stored enum and
/// every method that moves it (`Docs/SwiftDialects.md`, "Hand-written machines").
final class DownloadTask {
    enum State: Equatable {
        case notStarted
        case downloading(progress: Double)
        case paused
        case failed
        case completed  // fsmcheck: final
    }

    private(set) var state: State = .notStarted

    func resume() {
        switch state {
        case .notStarted, .paused, .failed:
            state = .downloading(progress: 0)
        case .downloading, .completed:
            return
        }
    }

    func pause() {
        guard case .downloading = state else { return }
        state = .paused
    }

    func didWrite(fraction: Double) {
        guard case .downloading = state else { return }
        state = fraction < 1 ? .downloading(progress: fraction) : .completed
    }

    func didFail() {
        if case .downloading = state {
            state = .failed
        }
    }
}
