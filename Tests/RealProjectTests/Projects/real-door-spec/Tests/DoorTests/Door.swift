// The door under test: two positions and the one thing a visitor does to it.
enum Door: Hashable {
    case closed
    case ajar
}

enum Action: Hashable {
    case open
}
