// A hand-written reducer: the app's state is an enum whose `handleEvent` switches on
// `(self, event)`. `recording` carries a sub-state enum with its own `handleEvent`, to which the
// app forwards the events it does not handle: the diagram shows it as a composite state.
protocol StateType {
    associatedtype InputEvent
    associatedtype OutputCommand
    mutating func handleEvent(event: InputEvent) -> [OutputCommand]
    static var initialState: Self { get }
}

enum RecordingState: StateType {
    case capturing
    case paused

    static let initialState = RecordingState.capturing

    enum Event {
        case pauseRequested
        case resumeRequested
    }

    enum Command {
        case pauseCapture
        case resumeCapture
    }

    mutating func handleEvent(event: Event) -> [Command] {
        switch (self, event) {
        case (.capturing, .pauseRequested):
            self = .paused
            return [.pauseCapture]
        case (.paused, .resumeRequested):
            self = .capturing
            return [.resumeCapture]
        default:
            return []
        }
    }
}

enum AppState: StateType {
    case home
    case recording(RecordingState)
    case reviewing(name: String)

    static let initialState = AppState.home

    enum Event {
        case startRequested
        case pauseRequested
        case resumeRequested
        case saveRequested(name: String)
        case discardRequested
        case doneRequested
    }

    enum Command {
        case startCapture
        case stopCapture
        case save(String)
    }

    mutating func handleEvent(event: Event) -> [Command] {
        switch (self, event) {
        case (.home, .startRequested):
            self = .recording(.capturing)
            return [.startCapture]
        case (.recording, .saveRequested(let name)) where !name.isEmpty:
            self = .reviewing(name: name)
            return [.stopCapture, .save(name)]
        case (.recording, .discardRequested), (.reviewing, .doneRequested):
            self = .home
            return [.stopCapture]
        case (.recording(var recording), _):
            guard let subEvent = RecordingState.Event(event) else { return [] }
            let commands = recording.handleEvent(event: subEvent)
            self = .recording(recording)
            return commands.map { _ in .stopCapture }
        default:
            return []
        }
    }
}
