import Feedbacks

/// The news feed feature: its states and events are declared in their own files, its transitions
/// in `Feed+Transitions.swift`, and the `System` that runs them is assembled by the app.
enum Feed {
    enum States {}
    enum Events {}
}

struct Article: Equatable {
    let title: String
}
