import Foundation

/// The harness this process runs, named by `FSMCHECK_FUZZ_HARNESS`: one executable holds them all, so
/// that the instrumented build (swift-syntax included) is compiled and linked once.
let selectedHarness: Harness? = ProcessInfo.processInfo.environment["FSMCHECK_FUZZ_HARNESS"].flatMap(Harness.init(rawValue:))

/// libFuzzer calls this once before the first input: a run without a known harness stops here, with
/// the list of names, rather than fuzzing nothing.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?)
    -> CInt
{
    guard selectedHarness != nil else {
        let names = Harness.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("set FSMCHECK_FUZZ_HARNESS to one of: \(names)\n".utf8))
        exit(2)
    }
    return 0
}

/// libFuzzer's entry point. Returning -1 tells libFuzzer not to keep an input in the corpus: inputs
/// the harness cannot use (no machine loaded for a harness that needs one) would only dilute it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let harness = selectedHarness else { return -1 }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    return harness.run(bytes) ? 0 : -1
}
