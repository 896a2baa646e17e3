internal import CGraphviz
import FSMRenderWorkers
import Foundation

/// The worker's side of `WorkerEnvironment`: what a render worker does before anything else.
extension WorkerEnvironment {
    /// Ties this worker to the process that started it: it is killed when that process ends, and
    /// cannot reserve more address space than its memory limit allows, so that an allocation no
    /// sampling of its memory would catch in time fails inside the worker instead of exhausting the
    /// machine. Returns false when the parent is already gone.
    static func adopt(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        #if os(Linux)
            _ = fsmcheck_die_with_parent()
        #endif
        // A parent that died before the line above left this worker to init: no signal will come.
        if let parent = environment[parentVariable].flatMap(pid_t.init), getppid() != parent { return false }
        if let bytes = environment[addressSpaceVariable].flatMap(rlim_t.init), !reservesShadowMemory {
            var limit = rlimit()
            if getrlimit(addressSpaceResource, &limit) == 0, bytes < limit.rlim_cur {
                limit.rlim_cur = bytes
                _ = setrlimit(addressSpaceResource, &limit)
            }
        }
        return true
    }

    /// AddressSanitizer and ThreadSanitizer reserve terabytes of address space for their shadow
    /// memory when the process starts, so under them any address-space limit makes every later
    /// `mmap` fail ("ERROR: Failed to mmap"); there the sampled memory limit is the only one.
    private static var reservesShadowMemory: Bool {
        guard let program = dlopen(nil, RTLD_LAZY) else { return false }
        defer { dlclose(program) }
        return dlsym(program, "__asan_init") != nil || dlsym(program, "__tsan_init") != nil
    }

    #if os(Linux)
        private static let addressSpaceResource = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
        private static let addressSpaceResource = RLIMIT_AS
    #endif
}
