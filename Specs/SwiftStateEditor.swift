import SwiftState

/// A document editor with SwiftState: moving between states directly with `machine <- .state`
/// along the routes, and by events for the save cycle; closing is allowed from anywhere, and a save
/// by hand is a chain of two moves whose handler runs once both are done.
enum EditorState: StateType { case closed, opening, editing, saving, failed }
enum EditorEvent: EventType { case save, saved, fail }

final class Editor {
    let machine = StateMachine<EditorState, EditorEvent>(state: .closed) { machine in
        machine.addRoute(.closed => .opening)
        machine.addRoute(.opening => [.editing, .failed])
        machine.addRoute(.any => .closed) { _ in print("closing the document") }

        machine.addRoutes(event: .save, transitions: [.editing => .saving])
        machine.addRoutes(event: .saved, transitions: [.saving => .editing])
        machine.addRoutes(event: .fail, routes: [[.opening, .saving] => .failed])

        machine.addRouteChain(.editing => .saving => .editing) { _ in print("saved by hand") }
    }
}
