// From the README: the builder, with the parts the reader knows elided.
let stateMachine = StateMachine<State, Event, SideEffect> {
    …
    state(.solid) {
        on(.melt) {
            transition(to: .liquid, emit: .logMelted)
        }
    }
    state(.liquid) {
        on(.freeze) {
            transition(to: .solid, emit: .logFrozen)
        }
    }
}
