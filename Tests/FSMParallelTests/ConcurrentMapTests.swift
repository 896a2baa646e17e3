import FSMParallel
import Foundation
import Testing

/// The guarantees the loaders, the checker and the commands rely on: results in the order of the
/// elements whatever the scheduling, and every element transformed exactly once.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 2, 1_000])
    func resultsComeInTheOrderOfTheElements(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { $0 * 2 } == numbers.map { $0 * 2 })
    }

    @Test func everyIndexIsVisitedOnce() {
        let visits = VisitCounts(count: 500)
        LargeStackThreads.forEach(500) { index in visits.visit(index) }
        #expect(visits.counts == [Int](repeating: 1, count: 500))
    }
}

/// Visits counted under an `NSLock`, which ThreadSanitizer understands (`make sanitize`); it cannot
/// see the futex behind `Synchronization.Mutex` on Linux and would report a race that is not there.
private final class VisitCounts: @unchecked Sendable {
    // @unchecked: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: [Int]

    init(count: Int) { storage = [Int](repeating: 0, count: count) }

    func visit(_ index: Int) { lock.withLock { storage[index] += 1 } }

    var counts: [Int] { lock.withLock { storage } }
}
