// Orthogonal composition of reducers: a struct holding two independent sub-states and routing
// every event to both. The diagram shows one orthogonal state with a region per property.
enum PlayerState {
    case stopped
    case playing

    static let initialState = PlayerState.stopped

    enum Event {
        case play, stop, downloadFinished
    }

    mutating func handleEvent(event: Event) {
        switch (self, event) {
        case (.stopped, .play): self = .playing
        case (.playing, .stop): self = .stopped
        default: break
        }
    }
}

enum DownloadState {
    case idle
    case downloading
    case finished

    static let initialState = DownloadState.idle

    enum Event {
        case play, stop, downloadFinished
    }

    mutating func handleEvent(event: Event) {
        switch (self, event) {
        case (.idle, .play): self = .downloading
        case (.downloading, .downloadFinished): self = .finished
        case (.downloading, .stop): self = .idle
        case (.finished, .play): self = .downloading
        default: break
        }
    }
}

struct MediaState {
    var player: PlayerState
    var download: DownloadState

    static let initialState = MediaState(player: .initialState, download: .initialState)

    mutating func handleEvent(event: PlayerState.Event) {
        player.handleEvent(event: event)
        download.handleEvent(event: DownloadState.Event(event))
    }
}
