import FSMParallel
import Foundation
import Testing

/// A value handed over is freed, and on another thread than the caller's.
struct BackgroundReleaseTests {
    final class Tracked: @unchecked Sendable {
        let freed: DispatchSemaphore
        let freedOn: Locked<String?>

        init(freed: DispatchSemaphore, freedOn: Locked<String?>) {
            self.freed = freed
            self.freedOn = freedOn
        }

        deinit {
            freedOn.withLock { $0 = "\(pthread_self())" }
            freed.signal()
        }
    }

    @Test func theValueIsFreedOnAThreadOfItsOwn() {
        let freed = DispatchSemaphore(value: 0)
        let freedOn = Locked<String?>(nil)
        BackgroundRelease.release(Tracked(freed: freed, freedOn: freedOn))
        #expect(freed.wait(timeout: .now() + 10) == .success)
        #expect(freedOn.withLock { $0 } != "\(pthread_self())")
    }
}
