import Foundation

/// Runs work on a few threads of our own with a generous stack.
///
/// Yams builds its node tree recursively, one call per nesting level, and libyaml allows 1,000
/// levels: more than the 512 KB stacks of GCD and Swift concurrency threads on macOS can take in
/// a debug build. Threads we create choose their own stack size (reserved, not committed, memory).
public enum LargeStackThreads {
    public static let stackSize = 16 << 20

    /// Calls `work` once for every index in `0..<count`, spread over at most one thread per
    /// processor, and returns when all calls have returned.
    public static func forEach(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let indices = IndexDispenser(count: count)
        let group = DispatchGroup()
        for _ in 0..<min(count, ProcessInfo.processInfo.activeProcessorCount) {
            group.enter()
            let thread = Thread {
                while let index = indices.next() { work(index) }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }
}

/// Hands out `0..<count` one index at a time to competing threads.
///
/// `@unchecked Sendable` is safe because `nextIndex` is only touched under `lock`.
private final class IndexDispenser: @unchecked Sendable {
    private let count: Int
    private var nextIndex = 0
    private let lock = NSLock()

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }
}
