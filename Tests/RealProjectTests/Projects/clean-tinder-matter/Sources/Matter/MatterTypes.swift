import StateMachine

enum Phase: StateMachineHashable {
    case solid
    case liquid
    case gas
}

enum HeatChange: StateMachineHashable {
    case melt
    case freeze
    case boil
    case condense
}

enum PhaseLog {
    case melted
    case frozen
    case boiled
    case condensed
}

/// The one machine type the module uses.
typealias PhaseMachine = StateMachine<Phase, HeatChange, PhaseLog>
