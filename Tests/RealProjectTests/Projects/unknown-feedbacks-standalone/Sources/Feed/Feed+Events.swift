import Feedbacks

extension Feed.Events {
    struct Refresh: Event, Equatable {}

    struct DidLoad: Event, Equatable {
        let articles: [Article]
    }

    struct DidFail: Event, Equatable {
        let reason: String
    }

    struct Retry: Event, Equatable {}

    struct GiveUp: Event, Equatable {}
}
