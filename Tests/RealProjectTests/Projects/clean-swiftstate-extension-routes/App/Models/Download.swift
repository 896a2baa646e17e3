/// A download's lifecycle, written as a reducer whose handler lives in `Download+Events.swift`.
enum Download: Equatable {
    case queued
    case running
    case paused
    case finished

    enum Event {
        case start
        case pause
        case resume
        case complete
    }
}

extension Download {
    static let initialState: Download = .queued
}
