import SwiftState

/// The player's screens, keyed by the track they show.
final class PlayerCoordinator {
    enum Screen: StateType, Hashable {
        case closed
        case nowPlaying(track: Int)
        case queue(track: Int)
        case lyrics(track: Int)
    }

    enum Action: EventType, Hashable {
        case open(track: Int)
        case showQueue
        case close
    }

    private let machine: StateMachine<Screen, Action>

    init() {
        machine = .init(state: .closed)
        machine.addRouteMapping { event, fromState, _ in
            switch (event, fromState) {
            case (.open(let track), .closed):
                return .nowPlaying(track: track)
            case (.showQueue, .nowPlaying(let track)):
                return .queue(track: track)
            case (.close, .nowPlaying):
                return .closed
            default:
                return nil
            }
        }
    }
}
