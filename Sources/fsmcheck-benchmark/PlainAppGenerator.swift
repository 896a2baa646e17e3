/// Ordinary app code with no state machine in it: view models, models, `Codable` and error enums,
/// a display `switch self`, enum properties set from parameters, extensions and `==` operators.
/// These are the near misses the hand-written reader must look at and reject, and what most of
/// an app is made of, about 100 lines a file.
enum PlainAppGenerator {
    static func file(number: Int) -> String {
        let name = "Item\(number)"
        return models(name) + viewModel(name) + formatter(name)
    }

    /// A formatter with a shared instance, the kind of helper every screen has.
    private static func formatter(_ name: String) -> String {
        """
        struct \(name)Formatter {
            static let shared = \(name)Formatter()
            private let dates: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateStyle = .medium
                formatter.timeStyle = .none
                return formatter
            }()

            func subtitle(for item: \(name)) -> String {
                var parts: [String] = []
                if let date = item.publishedAt { parts.append(dates.string(from: date)) }
                if !item.tags.isEmpty { parts.append(item.tags.joined(separator: ", ")) }
                return parts.joined(separator: " · ")
            }

            func badge(for item: \(name)) -> String? {
                item.kind == .video ? "▶︎" : nil
            }
        }

        """
    }

    /// A model, its error enum and a sort order with a display `switch self`.
    private static func models(_ name: String) -> String {
        """
        import Foundation

        struct \(name): Codable, Identifiable, Hashable {
            enum Kind: String, Codable { case article, video, podcast }

            let id: UUID
            var title: String
            var kind: Kind
            var tags: [String] = []
            var publishedAt: Date?
        }

        enum \(name)Error: Error, LocalizedError {
            case notFound(id: UUID)
            case decoding(String)
            case offline

            var errorDescription: String? {
                switch self {
                case .notFound(let id): return "No item \\(id)"
                case .decoding(let reason): return "Could not read: \\(reason)"
                case .offline: return "You are offline"
                }
            }
        }

        enum \(name)Sort: CaseIterable {
            case newest, oldest, title

            var label: String {
                switch self {
                case .newest: "Newest first"
                case .oldest: "Oldest first"
                case .title: "By title"
                }
            }
        }

        """
    }

    /// A view model whose enum properties are set from parameters, a service, an extension.
    private static func viewModel(_ name: String) -> String {
        """
        @MainActor
        final class \(name)ListViewModel {
            private(set) var items: [\(name)] = []
            var sort: \(name)Sort = .newest
            var filter: \(name).Kind?
            private let service: \(name)Service

            init(service: \(name)Service, sort: \(name)Sort = .newest) {
                self.service = service
                self.sort = sort
            }

            func select(sort: \(name)Sort) {
                self.sort = sort
                items = sorted(items)
            }

            func load() async throws {
                let fetched = try await service.fetch()
                items = sorted(fetched.filter { filter == nil || $0.kind == filter })
            }

            private func sorted(_ items: [\(name)]) -> [\(name)] {
                switch sort {
                case .newest: items.sorted { ($0.publishedAt ?? .distantPast) > ($1.publishedAt ?? .distantPast) }
                case .oldest: items.sorted { ($0.publishedAt ?? .distantPast) < ($1.publishedAt ?? .distantPast) }
                case .title: items.sorted { $0.title < $1.title }
                }
            }
        }

        protocol \(name)Service: Sendable {
            func fetch() async throws -> [\(name)]
        }

        extension \(name) {
            static func == (lhs: \(name), rhs: \(name)) -> Bool { lhs.id == rhs.id }

            var isVideo: Bool { kind == .video }
        }

        """
    }
}
