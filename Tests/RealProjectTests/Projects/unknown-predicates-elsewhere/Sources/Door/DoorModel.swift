/// The door's states and the actions a visitor takes; the table lives in `DoorController`.
enum DoorState {
    case closed
    case ajar
    case open
    case jammed
}

enum DoorAction {
    case push
    case pull
    case kick
}
