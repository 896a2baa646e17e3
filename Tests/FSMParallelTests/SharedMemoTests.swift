import FSMParallel
import Testing

/// Every core asking for the same keys at once gets one value per key, the one stored first.
struct SharedMemoTests {
    @Test func eachKeyHasOneValueWhoeverAsks() {
        let memo = SharedMemo<Int, [Int]>()
        let computed = Locked(0)
        let answers = Array(0..<400).concurrentMap { request in
            memo.value(for: request % 20) {
                computed.withLock { $0 += 1 }
                return [request % 20, request]
            }
        }
        for (request, answer) in answers.enumerated() {
            #expect(answer.first == request % 20)
            #expect(answer == memo.value(for: request % 20) { [] })
        }
        #expect(computed.withLock { $0 } >= 20)
    }

    @Test func anAbsentValueIsRememberedToo() {
        let memo = SharedMemo<String, Int?>()
        var calls = 0
        for _ in 0..<3 {
            #expect(
                memo.value(for: "none") {
                    calls += 1
                    return nil
                } == nil)
        }
        #expect(calls == 1)
    }
}
