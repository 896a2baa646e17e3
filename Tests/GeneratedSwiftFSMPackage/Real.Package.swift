// swift-tools-version:6.0
import PackageDescription

/// The package `SwiftFSMDriverTests` builds against the real SwiftFSM when FSMCHECK_SWIFTFSM_PATH
/// names a checkout of it (the test writes that path in place of the placeholder): `Gate.swift`
/// compiled with SwiftFSM's builder, and the file `fsmcheck tests --driver swiftfsm` generates.
let package = Package(
    name: "GeneratedGateTests",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "SWIFTFSM_PATH")],
    targets: [
        .target(name: "GateMachine", dependencies: [.product(name: "SwiftFSM", package: "SWIFTFSM_IDENTITY")]),
        .testTarget(name: "GateTests", dependencies: ["GateMachine", .product(name: "SwiftFSM", package: "SWIFTFSM_IDENTITY")]),
    ],
    swiftLanguageModes: [.v6]
)
