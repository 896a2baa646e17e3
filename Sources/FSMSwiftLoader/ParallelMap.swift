import Dispatch

extension Array where Element: Sendable {
    /// `map` over every core: one file's parse or extraction is one iteration, and the results keep
    /// the input order so that output does not depend on scheduling.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(self[index]), at: index)
        }
        return slots.collect()
    }
}

/// One slot per iteration. Safe to share because each iteration writes only its own slot, and
/// the slots are read only after `concurrentPerform` has returned, which orders every write
/// before the reads.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ result: Result, at index: Int) { buffer[index] = result }

    func collect() -> [Result] { buffer.compactMap { $0 } }
}
