import Foundation

/// One slot per piece of parallel work: each worker writes only its own index.
///
/// `@unchecked Sendable` is safe because every access goes through `lock`, and a value written by
/// one worker is read only after `LargeStackThreads.forEach` has returned.
public final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    public init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    public subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    /// The values in slot order; empty slots are left out.
    public var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
