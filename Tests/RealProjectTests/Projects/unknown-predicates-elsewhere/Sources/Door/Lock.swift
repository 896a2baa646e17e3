import SwiftFSM

/// Declared in this module, so its cases are known: `engaged` and `released` exclude each other.
enum Lock: Predicate, CaseIterable {
    case engaged
    case released
}
