import SwiftFSM

/// How strictly a station enforces paid entry; set per station at run time.
public enum Enforcement: Predicate, CaseIterable {
    case lenient
    case strict
}

/// Whether a rider who pays twice is thanked or ignored.
public enum Courtesy: Predicate, CaseIterable {
    case polite
    case terse
}
