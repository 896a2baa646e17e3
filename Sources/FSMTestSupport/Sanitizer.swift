import Foundation

/// The sanitizer these tests run under: `make sanitize` builds them, and the programs they run, with
/// AddressSanitizer, then ThreadSanitizer. A few things the tests do to fsmcheck's process cannot
/// coexist with a sanitizer's runtime, and the tests that do them say so.
public enum Sanitizer: Sendable {
    case none, address, thread

    public static let current: Sanitizer = {
        guard let program = dlopen(nil, RTLD_LAZY) else { return .none }
        defer { dlclose(program) }
        if dlsym(program, "__asan_init") != nil { return .address }
        if dlsym(program, "__tsan_init") != nil { return .thread }
        return .none
    }()
}
