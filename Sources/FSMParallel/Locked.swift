import Foundation

/// A value shared by parallel work, read and changed only under its lock.
///
/// For state a loader builds up while the files are read on every core (the syntax trees it
/// parses again on demand), where `ResultSlots`' one-slot-per-task shape does not fit.
/// `@unchecked Sendable` is safe because `value` is only touched inside `withLock`.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
