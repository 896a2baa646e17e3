import FSMDiagnostics
import FSMModel

/// The folders where projects keep other people's code: CocoaPods' `Pods/`, Carthage's checkouts
/// and builds, the packages Xcode resolves into `SourcePackages/`, and hand-copied `vendor/` or
/// `third_party/` trees.
///
/// A machine there is a library's, not the project's: its findings are the library's business, and
/// a team cannot fix them. But a type the project uses may be declared there (an enum of a
/// vendored SDK), so such files are still read, for their declarations; only their machines and
/// what loading them says are left out, unless `.fsmcheck.yml` says `lint-vendored: true`.
enum VendoredCode {
    static let folderNames: Set<String> = [
        "Pods", "Carthage", "SourcePackages", "vendor", "Vendor", "vendored", "Vendored", "third_party", "third-party", "ThirdParty",
    ]

    /// Whether a file found by walking a folder lies in a vendored folder below it; `relativePath`
    /// is relative to the folder named on the command line, so naming `Pods/SomeLib` lints it.
    static func contains(relativePath: String) -> Bool {
        relativePath.split(separator: "/").dropLast().contains { folderNames.contains(String($0)) }
    }

    /// Vendored code is read for its declarations only: its machines, and what loading it said,
    /// are the library's (`SourceFile.isVendored`).
    static func leaveOut(of machines: inout [Machine], diagnostics: inout [Diagnostic], sources: [SourceFile]) {
        let vendored = Set(sources.filter(\.isVendored).map(\.path))
        guard !vendored.isEmpty else { return }
        machines.removeAll { vendored.contains($0.location.file) }
        diagnostics.removeAll { vendored.contains($0.location.file) }
    }
}
