import SwiftState

enum Light: StateType {
    case red
    case redAmber
    case green
    case amber
}
