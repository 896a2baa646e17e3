import Feedbacks

extension Gallery.States {
    struct Loading: State, Equatable {}

    struct Showing: State, Equatable {
        let photos: [String]
    }

    struct Failed: State, Equatable {
        let reason: String
    }
}
