import SwiftState

enum TutorialStep: StateType {
    case notStarted
    case intro
    case viewing
    case finished
}

enum TutorialAction: EventType {
    case begin
    case next
    case finish
    case replay
}
