import AVFoundation

actor Recorder {
    enum Phase {
        case ready
        case recording
        case paused
        case saving
        case saved
    }

    private(set) var phase = Phase.ready

    func start() {
        guard phase == .ready else { return }
        phase = .recording
    }

    func togglePause() {
        switch phase {
        case .recording:
            self.phase = .paused
        case .paused:
            self.phase = .recording
        default:
            return
        }
    }

    func stop() async {
        if phase == .recording || phase == .paused {
            phase = .saving
            await write()
            phase = .saved
        }
    }

    private func write() async {}
}
