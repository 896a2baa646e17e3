import Foundation

/// Lets go of a large value on a thread of its own, so that the caller goes on meanwhile.
///
/// Freeing the index of a large app's declarations (millions of strings, arrays and dictionaries)
/// takes a tenth of a run that reads the rest from the cache, and nothing waits for it: the checks
/// that come next run beside it on the other core. The caller hands its last reference over
/// (`consume`), so the value is freed on that thread and nowhere else.
public enum BackgroundRelease {
    public static func release(_ value: consuming some Sendable) {
        let holder = Holder(value)
        let thread = Thread { holder.empty() }
        thread.stackSize = LargeStackThreads.stackSize
        thread.start()
    }
}

/// The value on its way to the thread that lets it go.
///
/// `@unchecked Sendable` is safe: `value` is written once, here, before the thread starts, and
/// read only by that thread.
private final class Holder<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    func empty() { value = nil }
}
