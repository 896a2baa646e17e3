import Foundation

extension DownloadTask {
    func session(didWrite fraction: Double) {
        guard case .downloading = state else { return }
        update(fraction < 1 ? .downloading(progress: fraction) : .completed)
    }

    func session(didFail error: Error) {
        if case .downloading = state {
            update(.failed)
        }
    }

    func delete() {
        if state == .completed {
            update(.notStarted)
        }
    }

    fileprivate func update(_ newState: DownloadState) {
        state = newState
    }
}
