import Combine
import Feedbacks

extension Gallery {
    static func makeSystem() -> System {
        System {
            InitialState {
                GallerySpinner()
            }
            Feedbacks {
                Feedback(on: Gallery.States.Loading.self, strategy: .cancelOnNewState) { _ in
                    Just(Gallery.Events.Loaded(photos: [])).eraseToAnyPublisher()
                }
            }
            Transitions {
                From(Gallery.States.Loading.self) {
                    On(Gallery.Events.Loaded.self, transitionTo: Gallery.States.Showing.self) { event in
                        Gallery.States.Showing(photos: event.photos)
                    }
                    On(Gallery.Events.LoadFailed.self, transitionTo: Gallery.States.Failed.self) { event in
                        Gallery.States.Failed(reason: event.reason)
                    }
                }
                From(Gallery.States.Showing.self) {
                    On(Gallery.Events.Retry.self, transitionTo: GallerySpinner())
                }
                From(Gallery.States.Failed.self) {
                    On(Gallery.Events.Retry.self, transitionTo: GallerySpinner())
                }
            }
        }
    }
}
