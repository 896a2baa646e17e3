import Foundation

struct Article: Codable, Equatable, Identifiable {
    enum Kind: String, Codable {
        case news, opinion, review
    }

    enum CodingKeys: String, CodingKey {
        case id, title, kind, publishedAt = "published_at"
    }

    var id: UUID
    var title: String
    var kind: Kind
    var publishedAt: Date
}

extension Article.Kind {
    var title: String {
        switch self {
        case .news: return "News"
        case .opinion: return "Opinion"
        case .review: return "Review"
        }
    }

    var next: Article.Kind {
        switch self {
        case .news: return .opinion
        case .opinion: return .review
        case .review: return .news
        }
    }
}
