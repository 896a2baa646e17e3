import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over every core; the order of results is the order of elements.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(self[index]), at: index)
        }
        return slots.values
    }
}

/// Storage where each concurrent iteration writes only its own index.
///
/// `@unchecked Sendable` is safe here because no two iterations touch the same slot and the
/// values are read only after `concurrentPerform` has returned, which orders every write before the read.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    var values: [Value] { slots.compactMap { $0 } }
}
