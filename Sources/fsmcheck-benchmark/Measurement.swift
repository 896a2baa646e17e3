import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Wall-clock timing and peak memory, the two figures every benchmark here prints.
enum Measurement {
    /// Runs `work` once and returns its result with the elapsed seconds.
    static func time<Result>(_ work: () throws -> Result) rethrows -> (result: Result, seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try work()
        return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// The process's peak resident memory so far, in megabytes.
    static var peakMemoryMB: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// Seconds on a clock that never jumps.
    static var monotonicSeconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The CPU seconds this process has used on every core: against wall time, how many cores worked.
    static var processCPUSeconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func format(_ value: Double, decimals: Int = 3) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
