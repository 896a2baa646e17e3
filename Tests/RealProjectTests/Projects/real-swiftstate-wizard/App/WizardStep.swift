import SwiftState

/// The steps of the sign-up wizard; a page carries its number.
enum WizardStep: StateType {
    case welcome
    case page(Int)
    case summary
    case finished
}
