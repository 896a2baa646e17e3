import Feedbacks

extension Gallery.Events {
    struct Loaded: Event {
        let photos: [String]
    }

    struct LoadFailed: Event {
        let reason: String
    }

    struct Retry: Event {}
}
