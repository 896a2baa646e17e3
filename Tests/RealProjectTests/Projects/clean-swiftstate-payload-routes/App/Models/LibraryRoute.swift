import SwiftState

enum LibraryRoute: StateType, Hashable {
    case list
    case detail(id: String)
    case player(id: String)
    case search(query: String)
}

enum LibraryEvent: EventType, Hashable {
    case open(id: String)
    case play
    case back
    case find(query: String)
}
