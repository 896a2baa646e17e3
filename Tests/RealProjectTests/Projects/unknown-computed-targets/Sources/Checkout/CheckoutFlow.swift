import SwiftFSM

/// The checkout wizard. Which step follows shipping depends on the basket, so the table asks
/// `nextStep(after:)`, declared with the routing rules in `CheckoutFlow+Routing.swift`.
final class CheckoutFlow: SyntaxBuilder {
    private let fsm = FSM<CheckoutStep, CheckoutEvent>(initialState: .cart)
    var needsPayment = true

    func start() throws {
        try fsm.buildTable {
            define(.cart) {
                when(.next) | then(.shipping)
            }
            define(.shipping) {
                when(.next) | then(nextStep(after: .shipping))
                when(.back) | then(.cart)
            }
            define(.payment) {
                when(.next) | then(.review)
                when(.back) | then(.shipping)
            }
            define(.review) {
                when(.confirm) | then(.confirmed)
                when(.back)    | then(.payment)
            }
        }
    }
}
