import StateMachine

extension Beaker {
    /// Heats the beaker by one step: ice melts, water boils.
    func heat() throws {
        switch contents.state {
        case .solid: try contents.transition(on: .melt)
        case .liquid: try contents.transition(on: .boil)
        case .gas: break
        }
    }

    /// Cools the beaker by one step: steam condenses, water freezes.
    func cool() throws {
        switch contents.state {
        case .gas: try contents.transition(on: .condense)
        case .liquid: try contents.transition(on: .freeze)
        case .solid: break
        }
    }
}
