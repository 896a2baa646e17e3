import Foundation

enum LoadState: Equatable {
    case idle
    case loading
    case loaded([Article])
    case failed(APIError)
}

@MainActor
final class FeedViewModel {
    private(set) var load: LoadState = .idle
    var sortOrder: SortOrder = .newest
    var filter: Article.Kind?

    enum SortOrder { case newest, oldest }

    func refresh() async {
        load = .loading
        do {
            load = .loaded(try await fetch())
        } catch let error as APIError {
            load = .failed(error)
        } catch {
            load = .failed(.decoding)
        }
    }

    func select(_ kind: Article.Kind?) {
        filter = kind
    }

    func toggleSort() {
        sortOrder = sortOrder == .newest ? .oldest : .newest
    }

    private func fetch() async throws -> [Article] { [] }
}
