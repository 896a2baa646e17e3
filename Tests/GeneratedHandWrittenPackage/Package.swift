// swift-tools-version:6.0
import PackageDescription

/// A scratch package for `GeneratedTestsCompileTests`: a machine written by hand in plain Swift
/// (no library), and the Swift Testing file `fsmcheck tests` generates from that Swift source,
/// driven through `ConnectionAdapter`. The test copies this folder under `.build/` and generates
/// the file there.
let package = Package(
    name: "GeneratedConnectionTests",
    targets: [
        .target(name: "Connection"),
        .testTarget(name: "ConnectionTests", dependencies: ["Connection"]),
    ],
    swiftLanguageModes: [.v6]
)
