import Machinus

final class CheckoutFlow {
    private let cart = StateConfig<CheckoutStep>(.cart, canTransitionTo: .address)
    private let address = StateConfig<CheckoutStep>(.address, canTransitionTo: .payment, .cart)
    private let payment = StateConfig<CheckoutStep>(.payment, canTransitionTo: .receipt, .address)

    // `address` is listed twice: Machinus stops at launch.
    lazy var machine = StateMachine(withStates: cart, address, payment, address, StateConfig<CheckoutStep>.final(.receipt), StateConfig<CheckoutStep>.background(.paused))
}
