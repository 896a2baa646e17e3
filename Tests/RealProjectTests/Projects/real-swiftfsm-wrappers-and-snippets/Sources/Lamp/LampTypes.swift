/// A desk lamp: it can be switched, knocked over, and fixed.
public enum LampState: Hashable, Sendable {
    case off
    case on
    case broken
}

public enum LampEvent: Hashable, Sendable {
    case toggle
    case knock
    case repair
}

/// Where every lamp starts when it comes out of the box.
public let factoryState: LampState = .off
