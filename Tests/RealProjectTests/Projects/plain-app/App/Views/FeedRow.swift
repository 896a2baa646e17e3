struct FeedRow {
    var article: Article
    var state: LoadState

    var subtitle: String {
        switch state {
        case .idle, .loading: return "…"
        case .loaded(let articles): return "\(articles.count)"
        case .failed: return "!"
        }
    }

    func icon(for state: LoadState) -> String {
        if case .failed = state { return "exclamationmark" }
        return "doc"
    }

    func badge() -> String {
        icon(for: .loading)
    }
}
