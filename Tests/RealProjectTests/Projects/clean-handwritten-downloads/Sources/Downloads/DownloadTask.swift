import Foundation

final class DownloadTask {
    var state: DownloadState = .notStarted
    let url: URL

    init(url: URL) {
        self.url = url
    }

    func resume() {
        switch state {
        case .notStarted, .paused, .failed:
            update(.downloading(progress: 0))
        case .downloading, .completed:
            return
        }
    }

    func pause() {
        guard case .downloading = state else { return }
        update(.paused)
    }

    func cancel() {
        guard state != .completed else { return }
        update(.notStarted)
    }
}
