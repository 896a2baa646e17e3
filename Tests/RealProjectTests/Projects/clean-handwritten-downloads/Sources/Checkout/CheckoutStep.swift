enum CheckoutStep {
    case cart
    case address
    case payment
    case confirmation  // fsmcheck: final
}

enum CheckoutEvent {
    case proceed
    case back
    case paid
}

func advance(_ step: CheckoutStep, on event: CheckoutEvent) -> CheckoutStep {
    switch step {
    case .cart:
        return event == .proceed ? .address : step
    case .address:
        switch event {
        case .proceed: return .payment
        case .back: return .cart
        case .paid: return step
        }
    case .payment:
        switch event {
        case .paid: return .confirmation
        case .back: return .address
        case .proceed: return step
        }
    case .confirmation:
        return step
    }
}

extension CheckoutStep {
    static let initialState = CheckoutStep.cart
}
