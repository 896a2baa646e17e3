// swift-tools-version:6.0
import PackageDescription

/// A scratch package for `SwiftFSMDriverTests`: the ticket gate over a stand-in for SwiftFSM, and
/// the file `fsmcheck tests --driver swiftfsm` generates from `../Gate.swift`, driven through
/// `GateAdapter`. The test copies these files under `.build/` and generates the file there.
let package = Package(
    name: "GeneratedGateTests",
    platforms: [.macOS(.v15)],
    targets: [
        .target(name: "SwiftFSM"),
        .target(name: "GateMachine", dependencies: ["SwiftFSM"]),
        .testTarget(name: "GateTests", dependencies: ["GateMachine", "SwiftFSM"]),
    ],
    swiftLanguageModes: [.v6]
)
