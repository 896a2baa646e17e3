// swift-tools-version:6.0
import PackageDescription

/// The package `SwiftFSMDriverTests` builds against the real SwiftFSM (the test writes the path of
/// its copy of SwiftFSM's sources, from ../shared/third-party/swift-fsm or FSMCHECK_SWIFTFSM_PATH,
/// in place of the placeholder): `Gate.swift` compiled with SwiftFSM's builder, and the file
/// `fsmcheck tests --driver swiftfsm` generates. SwiftFSM is a dependency, never a root package:
/// its manifest names a test folder its sources do not ship.
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
