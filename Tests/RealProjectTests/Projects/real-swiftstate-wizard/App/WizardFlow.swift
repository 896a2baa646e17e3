import SwiftState

// `WizardInput` comes from the shared `Inputs` module, which is not part of this run.
final class WizardFlow {
    let machine = StateMachine<WizardStep, WizardInput>(state: .welcome) { machine in
        machine.addRouteMapping { input, step, _ in
            guard let input = input else { return nil }
            switch (input, step) {
            case (.next, .welcome): return .page(0)
            case (.next, .page(0)): return .page(1)
            case (.next, .page(1)): return .summary
            case (.back, .page(1)): return .page(0)
            case (.back, .summary): return .page(1)
            case (.confirm, .summary): return .finished
            default: return nil
            }
        }

        // Cancelling from anywhere returns to the welcome screen.
        machine.addRoutes(event: .any, transitions: [.summary => .welcome])
        machine.addRoutes(event: .cancel, transitions: [.any => .welcome])

        // Kept from an older flow that skipped straight to the summary.
        machine.addRoutes(event: .next, transitions: [.welcome => .summary])
    }

    /// Kiosk mode: confirming the summary starts over for the next visitor. SwiftState asks its
    /// routes before the mapping, so this hides the mapping's `confirm` for good.
    func enableKioskMode() {
        machine.addRoutes(event: .confirm, transitions: [.summary => .welcome])
    }
}
