// Machinus v3: `allowedTransitions:` is no longer last, and barriers can redirect a request. A
// redirect is an extra, conditional edge beside the one it diverts.
import Machinus

enum DownloadState: StateIdentifier {
    case idle
    case downloading
    case paused
    case offline
    case done
}

final class Downloader {
    private var hasNetwork = true

    let idle = StateConfig<DownloadState>(.idle, allowedTransitions: .downloading)
    let paused = StateConfig<DownloadState>(.paused, allowedTransitions: .downloading, .idle, didExit: { _ in })
    let offline = StateConfig<DownloadState>(.offline, allowedTransitions: .idle)
    let done = StateConfig<DownloadState>.final(.done)

    func makeMachine() async throws -> StateMachine<DownloadState> {
        let downloading = StateConfig<DownloadState>(
            .downloading,
            entryBarrier: { _ in self.hasNetwork ? .allow : .redirect(to: .offline) },
            allowedTransitions: .paused, .done
        )
        return try await StateMachine(name: "downloads", withStates: idle, downloading, paused, offline, done)
    }
}
