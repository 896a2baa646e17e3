import Machinus

enum CheckoutStep: StateIdentifier {
    case cart
    case address
    case payment
    case receipt
    case paused
}
