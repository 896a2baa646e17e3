import Foundation

enum APIError: Error, Equatable {
    case offline
    case server(status: Int)
    case decoding

    static func == (lhs: APIError, rhs: APIError) -> Bool {
        switch (lhs, rhs) {
        case (.offline, .offline), (.decoding, .decoding): return true
        case let (.server(left), .server(right)): return left == right
        default: return false
        }
    }

    init(status: Int) {
        self = status == 0 ? .offline : .server(status: status)
    }
}
