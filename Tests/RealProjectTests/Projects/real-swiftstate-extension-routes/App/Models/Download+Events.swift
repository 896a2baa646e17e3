extension Download {
    mutating func handleEvent(_ event: Event) {
        switch (self, event) {
        case (.queued, .start):
            self = .running
        case (.running, .pause):
            self = .paused
        case (.paused, .resume):
            self = .running
        case (.running, .complete):
            self = .finished
        default:
            break
        }
    }
}
