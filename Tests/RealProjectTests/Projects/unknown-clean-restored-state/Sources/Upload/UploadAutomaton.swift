import RxAutomaton
import RxSwift

/// Uploads resume in the state saved on disk; a finished upload goes wherever the queue says next.
final class UploadAutomaton {
    enum State { case waiting, uploading, paused, done }
    enum Input { case start, pause, resume, finish, dequeue }

    let (inputSignal, inputObserver) = Observable<Input>.pipe()
    let queue = UploadQueue()

    lazy var mapping: Automaton<State, Input>.Mapping = { state, input in
        switch (state, input) {
        case (.waiting, .start), (.paused, .resume):
            return .uploading
        case (.uploading, .pause):
            return .paused
        case (.uploading, .finish):
            return .done
        case (.done, .dequeue):
            return self.queue.nextState()
        default:
            return nil
        }
    }

    func makeAutomaton(restoring saved: State) -> Automaton<State, Input> {
        Automaton(state: saved, input: inputSignal, mapping: mapping)
    }
}
