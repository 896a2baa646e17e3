/// The sync screen starts paused for users who turned sync off, written as a reducer.
enum SyncState {
    case paused
    case syncing
    case upToDate

    enum Event {
        case resume
        case pause
        case done
    }

    static let initialState: SyncState = SyncSettings.isEnabled ? .syncing : .paused

    mutating func handleEvent(_ event: Event) {
        switch (self, event) {
        case (.paused, .resume):
            self = .syncing
        case (.syncing, .pause), (.upToDate, .pause):
            self = .paused
        case (.syncing, .done):
            self = .upToDate
        default:
            break
        }
    }
}
