enum PaymentState: StateMachineHashable {
    case idle
    case authorizing
    case declined
    case captured
    case failed
}

enum PaymentEvent: StateMachineHashable {
    case submit
    case approved
    case declined
    case retry
    case reset
}

enum PaymentEffect {
    case contactBank
    case showReceipt
}
