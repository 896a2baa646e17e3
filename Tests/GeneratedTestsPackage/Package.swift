// swift-tools-version:6.0
import PackageDescription

/// A scratch package for `GeneratedTestsCompileTests`: a small hand-written turnstile, and the
/// Swift Testing file `fsmcheck tests` generates from `turnstile.fsm`, driven through
/// `TurnstileAdapter`. The test copies this folder under `.build/` and generates the file there.
let package = Package(
    name: "GeneratedTurnstileTests",
    targets: [
        .target(name: "Turnstile"),
        .testTarget(name: "TurnstileTests", dependencies: ["Turnstile"]),
    ],
    swiftLanguageModes: [.v6]
)
