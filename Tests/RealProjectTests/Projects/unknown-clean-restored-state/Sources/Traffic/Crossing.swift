import SwiftState

/// A pedestrian crossing that resumes, after a power cut, in the light it had before.
final class Crossing {
    let machine: StateMachine<Light, NoEvent>

    init(resumingAt light: Light) {
        machine = StateMachine<Light, NoEvent>(state: light) { machine in
            machine.addRoute(.red => .redAmber)
            machine.addRoute(.redAmber => .green)
            machine.addRoute(.green => .amber)
            machine.addRoute(.amber => .red)
        }
    }
}
