// swift-tools-version:6.0
import PackageDescription

/// Dependencies point one way: FSMModel ← FSMDiagnostics ← loaders / checker / exporters ← FSMPipeline ← fsmcheck.
/// Only the YAML readers (FSMSpecLoader, FSMConfiguration) see Yams, only FSMSwiftLoader sees swift-syntax,
/// only FSMGraphviz sees libgraphviz.
let package = Package(
    name: "fsmcheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "fsmcheck", targets: ["fsmcheck"]),
        .executable(name: "fsmcheck-benchmark", targets: ["fsmcheck-benchmark"]),
        .library(name: "FSMPipeline", targets: ["FSMPipeline"]),
        .plugin(name: "FSMCheckPlugin", targets: ["FSMCheckPlugin"]),
        .plugin(name: "FSMCheckBuildPlugin", targets: ["FSMCheckBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // FSMSwiftLoader reads tables through swift-syntax's raw layer (`@_spi(RawSyntax)`), which is
        // not a stable API: a new minor version is taken deliberately, with the loader's tests.
        .package(url: "https://github.com/swiftlang/swift-syntax", .upToNextMinor(from: "603.0.1")),
    ],
    targets: [
        .target(name: "FSMModel"),
        // Order-preserving parallel map over both cores, shared by the loaders and the pipeline.
        .target(name: "FSMParallel"),
        .target(name: "FSMDiagnostics", dependencies: ["FSMModel"]),
        .target(name: "FSMSpecLoader", dependencies: ["FSMModel", "FSMDiagnostics", "FSMParallel", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "FSMSwiftLoader",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMParallel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .target(name: "FSMChecker", dependencies: ["FSMModel", "FSMDiagnostics", "FSMParallel"]),
        .target(name: "FSMExporters", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"])]),
        .target(name: "FSMGraphviz", dependencies: ["CGraphviz", "FSMModel", "FSMDiagnostics", "FSMExporters"]),
        .target(name: "FSMReporters", dependencies: ["FSMDiagnostics"]),
        // CI: configuration, suppressions and baselines; semantic diffs; the SwiftPM command plugin.
        .target(name: "FSMConfiguration", dependencies: ["FSMDiagnostics", .product(name: "Yams", package: "Yams")]),
        .target(name: "FSMDiff", dependencies: ["FSMModel", "FSMDiagnostics"]),
        // The self-contained HTML pages (report, diff); diagrams arrive as SVG text, drawn elsewhere.
        .target(name: "FSMReport", dependencies: ["FSMModel", "FSMDiagnostics", "FSMExporters", "FSMDiff", "FSMReporters"]),
        .plugin(
            name: "FSMCheckPlugin",
            capability: .command(intent: .custom(verb: "fsmcheck", description: "Lint, render or diff the package's state machines with fsmcheck"))
        ),
        // `swift build` of a target that applies it lints the target's state machines (Docs/CI.md). Its tool
        // dependency makes this package's own `swift build` and `swift test` compile fsmcheck a second time,
        // for the host: the price of a plugin that works from source in the packages that use it.
        .plugin(name: "FSMCheckBuildPlugin", capability: .buildTool(), dependencies: ["fsmcheck"]),
        .testTarget(name: "FSMConfigurationTests", dependencies: ["FSMConfiguration"]),
        .testTarget(name: "FSMDiffTests", dependencies: ["FSMDiff"]),
        .testTarget(name: "FSMReportTests", dependencies: ["FSMReport", "FSMExporters", "FSMGraphviz", "FSMSpecLoader", "FSMChecker", "FSMTestSupport"], exclude: ["Golden"]),
        .target(
            name: "FSMPipeline",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMParallel", "FSMSpecLoader", "FSMSwiftLoader", "FSMChecker", "FSMExporters", "FSMGraphviz", "FSMReporters",
                "FSMConfiguration", "FSMDiff", "FSMSMCLoader", "FSMSCXMLLoader", "FSMInterchange", "FSMReport",
            ]
        ),
        .executableTarget(
            name: "fsmcheck",
            dependencies: ["FSMPipeline", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "fsmcheck-benchmark",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMSpecLoader", "FSMSwiftLoader", "FSMChecker", "FSMExporters", "FSMGraphviz",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Golden-file comparison shared by the test targets; linked by tests only.
        .target(name: "FSMTestSupport"),
        .testTarget(name: "FSMModelTests", dependencies: ["FSMModel"]),
        .testTarget(name: "FSMSpecLoaderTests", dependencies: ["FSMSpecLoader"]),
        .testTarget(name: "FSMSwiftLoaderTests", dependencies: ["FSMSwiftLoader", "FSMChecker"], exclude: ["Golden"]),
        .testTarget(name: "FSMCheckerTests", dependencies: ["FSMChecker", "FSMSpecLoader"]),
        .testTarget(name: "FSMExportersTests", dependencies: ["FSMTestSupport", "FSMExporters", "FSMGraphviz", "FSMSpecLoader", "FSMChecker"], exclude: ["Golden"]),
        .testTarget(name: "FSMReportersTests", dependencies: ["FSMReporters", "FSMTestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "fsmcheckTests",
            dependencies: ["FSMTestSupport", "FSMPipeline", "FSMExporters", "FSMGraphviz", "FSMModel", "FSMParallel", "FSMInterchange", .product(name: "Yams", package: "Yams")],
            exclude: ["Golden"]
        ),
        // Interop: SMC and SCXML import, text exports (issue 7).
        .target(name: "FSMSMCLoader", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .target(name: "FSMSCXMLLoader", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .target(name: "FSMInterchange", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .testTarget(
            name: "FSMInteropTests",
            dependencies: ["FSMModel", "FSMDiagnostics", "FSMSMCLoader", "FSMSCXMLLoader", "FSMInterchange", "FSMSpecLoader", "FSMChecker"],
            exclude: ["Fixtures", "Golden"]
        ),
        .testTarget(name: "ConformanceTests", dependencies: ["FSMChecker", "FSMSMCLoader", "FSMSCXMLLoader"], exclude: ["Data", "README.md"]),
        // Every export read by the real program that consumes it (Mermaid, PlantUML, an XML
        // Schema validator, Chromium for the HTML report and diff) and by fsmcheck's own loaders,
        // over Specs/ and the conformance data.
        .testTarget(
            name: "ExportConsumerTests",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMPipeline", "FSMInterchange", "FSMSpecLoader", "FSMSCXMLLoader",
                "FSMDiff", "FSMExporters", "FSMGraphviz", "FSMReport", "FSMReporters",
            ],
            exclude: ["Fixtures", "Schemas", "DiffFixtures", "ReportFixtures"]
        ),
        // Multi-file Swift projects shaped like real code, each with the exact diagnostics it must give (issue 16).
        .testTarget(name: "RealProjectTests", dependencies: ["FSMPipeline"], exclude: ["Projects"]),
    ],
    swiftLanguageModes: [.v6]
)

// Coverage-guided fuzzing (Docs/Reliability.md): one executable holding every libFuzzer harness. It
// has no `main` of its own (libFuzzer links one in), so only `Fuzz/fuzz` declares it, by setting
// FSMCHECK_FUZZ=1 for a build in its own scratch path; ordinary builds and tests never see it.
if Context.environment["FSMCHECK_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "fsmcheck-fuzz",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMSpecLoader", "FSMSwiftLoader", "FSMSMCLoader", "FSMSCXMLLoader", "FSMChecker",
                "FSMExporters", "FSMInterchange", "FSMGraphviz", "FSMPipeline", "FSMReporters", "FSMReport",
            ],
            path: "Fuzz/Harnesses"
        )
    )
}
