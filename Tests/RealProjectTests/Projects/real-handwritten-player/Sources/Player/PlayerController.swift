import Foundation

final class PlayerController {
    var phase: PlaybackPhase = .idle
    private let url: URL

    init(url: URL) {
        self.url = url
    }

    func play() {
        switch phase {
        case .idle, .failed:
            phase = .buffering(progress: 0)
        case .paused:
            phase = .playing
        case .buffering, .playing, .seeking, .ended:
            break
        }
    }

    func pause() {
        guard case .playing = phase else { return }
        phase = .paused
    }
}
