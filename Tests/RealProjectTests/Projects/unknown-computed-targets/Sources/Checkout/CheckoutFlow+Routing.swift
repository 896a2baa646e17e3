/// Where the wizard goes next: a free basket skips the payment step.
extension CheckoutFlow {
    func nextStep(after step: CheckoutStep) -> CheckoutStep {
        switch step {
        case .shipping:
            return needsPayment ? .payment : .review
        default:
            return .cart
        }
    }
}
