import FSMParallel
import Synchronization
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
        let visits = Mutex([Int](repeating: 0, count: 500))
        LargeStackThreads.forEach(500) { index in visits.withLock { $0[index] += 1 } }
        #expect(visits.withLock { $0 } == [Int](repeating: 1, count: 500))
    }

}
