// Feedbacks: a screen that loads data. States and events are types; a state is its type, whatever
// values it carries. `From(AnyState.self)` applies wherever a state has no transition of its own
// for the event, and `.disable { }` switches the whole table off while it holds.
import Combine
import Feedbacks

enum Gallery {
    enum States {
        struct Idle: State {}
        struct Loading: State {}
        struct Loaded: State { let photos: [String] }
        struct Failed: State { let reason: String }
    }

    enum Events {
        struct Refresh: Event {}
        struct PhotosLoaded: Event { let photos: [String] }
        struct LoadingFailed: Event { let reason: String }
        struct Reset: Event {}
    }
}

final class GalleryViewModel {
    var isOffline = false

    lazy var system = System {
        InitialState {
            Gallery.States.Idle()
        }

        Feedbacks {
            Feedback(on: Gallery.States.Loading.self, strategy: .cancelOnNewState, perform: { _ in Empty() })
        }

        Transitions {
            From(Gallery.States.Idle.self) {
                On(Gallery.Events.Refresh.self, transitionTo: Gallery.States.Loading())
            }
            From(Gallery.States.Loading.self) {
                On(Gallery.Events.PhotosLoaded.self, transitionTo: Gallery.States.Loaded.self) { event in
                    Gallery.States.Loaded(photos: event.photos)
                }
                On(Gallery.Events.LoadingFailed.self, transitionTo: Gallery.States.Failed.self) { event in
                    .init(reason: event.reason)
                }
            }
            From(Gallery.States.Loaded.self) { _ in
                On(Gallery.Events.Refresh.self, transitionTo: Gallery.States.Loading())
            }
            From(AnyState.self) {
                On(Gallery.Events.Reset.self, transitionTo: Gallery.States.Idle())
                On(Gallery.Events.Refresh.self, transitionTo: Gallery.States.Loading())
            }
        }.disable { self.isOffline }
    }
}
