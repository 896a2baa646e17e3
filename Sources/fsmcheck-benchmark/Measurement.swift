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

    static func format(_ value: Double, decimals: Int = 3) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
