/// Values computed once per key and shared by the work of every core.
///
/// For lookups a load's parallel extraction repeats with the same key from many files (which files
/// write a word, what a call's value is assigned to), where computing the answer costs far more
/// than a locked dictionary lookup.
public final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Locked<[Key: Value]>([:])

    public init() {}

    /// The value for `key`, from `compute` the first time. `compute` runs outside the lock, so two
    /// cores asking at once may both compute it; the first value stored is the one both get.
    public func value(for key: Key, _ compute: () -> Value) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let computed = compute()
        return values.withLock { values in
            if let known = values[key] { return known }
            values[key] = computed
            return computed
        }
    }
}
