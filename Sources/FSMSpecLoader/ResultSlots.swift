import FSMDiagnostics
import Foundation

/// One slot per file for parallel loading: each worker writes only its own index.
///
/// `@unchecked Sendable` is safe because every access goes through `lock`.
final class ResultSlots: @unchecked Sendable {
    private var slots: [LoadResult?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> LoadResult? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    /// All results concatenated in slot order.
    func merged() -> LoadResult {
        lock.withLock {
            slots.reduce(into: LoadResult()) { merged, slot in
                merged.machines += slot?.machines ?? []
                merged.diagnostics += slot?.diagnostics ?? []
            }
        }
    }
}
