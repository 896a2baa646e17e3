import SwiftState

/// The player's machine type, spelled once for the whole module.
typealias PlayerMachine = StateMachine<PlayerState, PlayerEvent>
