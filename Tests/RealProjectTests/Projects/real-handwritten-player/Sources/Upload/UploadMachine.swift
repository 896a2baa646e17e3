enum UploadState {
    case waiting
    case sending
    case retrying
    // fsmcheck: final
    case done

    static let initial: UploadState = .waiting
}

enum UploadEvent {
    case start
    case sent
    case failed
    case timerFired
}

struct UploadMachine {
    static func reduce(_ state: UploadState, _ event: UploadEvent) -> UploadState? {
        switch (state, event) {
        case (.waiting, .start):
            return .sending
        case (.sending, .sent):
            return .done
        case (.sending, .failed):
            return .retrying
        case (.retrying, .timerFired), (.retrying, .start):
            return .sending
        default:
            return nil
        }
    }
}
