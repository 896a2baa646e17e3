final class RepairLog {
    private(set) var entries: [Turnstile.State] = []

    var lastKnownState: Turnstile.State {
        entries.last ?? .locked
    }

    func record(_ state: Turnstile.State) {
        entries.append(state)
    }
}
