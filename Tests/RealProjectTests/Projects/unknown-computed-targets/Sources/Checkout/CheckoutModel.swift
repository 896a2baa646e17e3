/// The steps of the checkout screen.
enum CheckoutStep {
    case cart
    case shipping
    case payment
    case review
    case confirmed
    case archived
}

enum CheckoutEvent {
    case next
    case back
    case confirm
}
