import Feedbacks

extension Feed {
    /// Shared by the app's system and the widget's: each starts it in its own state.
    static let transitions = Transitions {
        From(States.Idle.self) {
            On(Events.Refresh.self, transitionTo: States.Loading())
        }
        From(States.Loading.self) {
            On(Events.DidLoad.self, transitionTo: States.Loaded.self) { event in
                States.Loaded(articles: event.articles)
            }
            On(Events.DidFail.self, transitionTo: States.Failed.self) { event in
                States.Failed(reason: event.reason)
            }
        }
        From(States.Failed.self) {
            On(Events.Retry.self, transitionTo: States.Loading())
        }
    }

    /// What giving up leads to is the caller's choice: the widget goes idle, the app shows the cache.
    static func giveUp(to fallback: some State) -> Transitions {
        Transitions {
            From(States.Failed.self) {
                On(Events.GiveUp.self, transitionTo: fallback)
            }
        }
    }
}
