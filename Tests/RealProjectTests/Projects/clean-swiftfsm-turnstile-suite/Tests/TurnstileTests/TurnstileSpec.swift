import Turnstile

/// Every turnstile test starts with the barrier locked.
class TurnstileSpec: MachineTestCase<TurnstileState, TurnstileEvent> {
    override var initialState: TurnstileState { return .locked }

    func unlock() { record("unlock") }
    func lock() { record("lock") }
    func soundAlarm() { record("alarm on") }
    func silenceAlarm() { record("alarm off") }
    func thank() { record("thank you") }
}
