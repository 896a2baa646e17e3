extension PlayerController {
    func bufferDidFill(ok: Bool, message: String) {
        guard case .buffering = phase else { return }
        if ok {
            move(to: .playing)
        } else {
            move(to: .failed(message))
        }
    }

    func trackDidFinish() {
        if phase == .playing {
            phase = .ended
        }
    }

    private func move(to next: PlaybackPhase) {
        phase = next
    }
}
