import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over every core, the results in the order of the elements, so that output
    /// never depends on scheduling.
    ///
    /// One implementation for the loaders and the pipeline: reading files, parsing Swift and
    /// checking machines are all independent per element.
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
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
    private let buffer: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ value: Value, at index: Int) { buffer[index] = value }

    var values: [Value] { buffer.compactMap { $0 } }
}
