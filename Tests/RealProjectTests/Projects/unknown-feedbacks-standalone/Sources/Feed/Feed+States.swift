import Feedbacks

extension Feed.States {
    struct Idle: State, Equatable {}

    struct Loading: State, Equatable {}

    struct Loaded: State, Equatable {
        let articles: [Article]
    }

    struct Failed: State, Equatable {
        let reason: String
    }
}
