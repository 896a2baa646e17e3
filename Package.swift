// swift-tools-version:6.0
import PackageDescription

/// Dependencies point one way, down the layers below: FSMModel ← FSMDiagnostics ← loaders / checker / exporters ← FSMPipeline ← fsmcheck.
/// Every target declares exactly the modules it imports, and each third-party module is seen by one library only, through
/// `internal import`: `.ci/check-imports` fails CI otherwise (Docs/Architecture.md).
let package = Package(
    name: "fsmcheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "fsmcheck", targets: ["fsmcheck"]),
        .executable(name: "fsmcheck-render-worker", targets: ["fsmcheck-render-worker"]),
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
        // The model: statecharts with their source locations (no I/O, no Foundation, nothing of YAML, swift-syntax or
        // Graphviz), and the order-preserving parallel map over both cores that the loaders, the checker and the commands share.
        .target(name: "FSMModel"),
        .target(name: "FSMParallel"),

        // Diagnostics: the one diagnostic shape, rule descriptions, the loader protocol, source files and how paths are shown.
        .target(name: "FSMDiagnostics", dependencies: ["FSMModel"]),

        // Loaders, checker and exporters, one job each, side by side: a loader per notation (only the YAML readers see
        // Yams, only FSMSwiftLoader swift-syntax); the rules; every export in one module with a folder per format family
        // (the diagram, tables, Mermaid/PlantUML, SCXML, JSON, `.fsm`, and Promela, written from the checker's configuration
        // graph); the render workers (pool, wire, limits) and, on
        // the workers' side, the diagram drawn by FSMGraphviz (the only user of libgraphviz); and for CI, lint's report
        // formats, configuration and suppressions, semantic diffs, and the self-contained HTML pages (report, diff),
        // whose diagrams arrive as SVG text; and the test plans of `fsmcheck tests` as files.
        .target(name: "FSMSpecLoader", dependencies: ["FSMModel", "FSMDiagnostics", "FSMParallel", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "FSMSwiftLoader",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMParallel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "FSMSMCLoader", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .target(name: "FSMSCXMLLoader", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .target(name: "FSMChecker", dependencies: ["FSMModel", "FSMDiagnostics", "FSMParallel"]),
        .target(name: "FSMExporters", dependencies: ["FSMModel", "FSMDiagnostics", "FSMChecker"]),
        .target(name: "FSMRenderWorkers", dependencies: ["FSMModel", "FSMDiagnostics", "FSMExporters"]),
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"])]),
        .target(name: "FSMGraphviz", dependencies: ["CGraphviz", "FSMExporters", "FSMRenderWorkers"]),
        .target(name: "FSMReporters", dependencies: ["FSMDiagnostics"]),
        .target(name: "FSMConfiguration", dependencies: ["FSMModel", "FSMDiagnostics", .product(name: "Yams", package: "Yams")]),
        .target(name: "FSMDiff", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .target(name: "FSMReport", dependencies: ["FSMModel", "FSMDiagnostics", "FSMExporters", "FSMDiff", "FSMReporters"]),
        .target(name: "FSMTestPlans", dependencies: ["FSMModel", "FSMChecker"]),

        // The pipeline: files, sources, machines and their findings decided once, what every command starts from.
        // It does not draw (drawing is handed in), so it does not link libgraphviz.
        .target(
            name: "FSMPipeline",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMParallel", "FSMSpecLoader", "FSMSwiftLoader", "FSMSMCLoader", "FSMSCXMLLoader", "FSMChecker",
                "FSMExporters", "FSMConfiguration", "FSMDiff", "FSMReport",
            ]
        ),

        // The executables and plugins: fsmcheck's commands (the only user of ArgumentParser; it draws only through
        // render workers and does not link libgraphviz), the render worker fsmcheck starts beside it, the benchmark, and
        // the SwiftPM plugins that run fsmcheck.
        .executableTarget(
            name: "fsmcheck",
            dependencies: [
                "FSMPipeline", "FSMDiagnostics", "FSMParallel", "FSMChecker", "FSMExporters", "FSMRenderWorkers", "FSMReporters",
                "FSMConfiguration", "FSMTestPlans", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "fsmcheck-render-worker", dependencies: ["FSMGraphviz"]),
        .executableTarget(
            name: "fsmcheck-benchmark",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMSpecLoader", "FSMSwiftLoader", "FSMChecker", "FSMExporters", "FSMRenderWorkers", "FSMGraphviz",
                "FSMTestPlans", .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .plugin(
            name: "FSMCheckPlugin",
            capability: .command(intent: .custom(verb: "fsmcheck", description: "Lint, render or diff the package's state machines with fsmcheck"))
        ),
        // `swift build` of a target that applies it lints the target's state machines (Docs/CI.md). Its tool
        // dependency makes this package's own `swift build` and `swift test` compile fsmcheck a second time,
        // for the host: the price of a plugin that works from source in the packages that use it.
        .plugin(name: "FSMCheckBuildPlugin", capability: .buildTool(), dependencies: ["fsmcheck"]),

        // Tests: one target per library, in the order above, named after it (`FSMModel` → `FSMModelTests`), then the
        // tests that cross libraries. FSMTestSupport holds what several of them share: golden files, example machines,
        // the fixtures in other notations (Tests/Fixtures), a model dump, the consumers' files (linked by tests only).
        .target(name: "FSMTestSupport", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .testTarget(name: "FSMModelTests", dependencies: ["FSMModel"]),
        .testTarget(name: "FSMParallelTests", dependencies: ["FSMParallel"]),
        .testTarget(name: "FSMDiagnosticsTests", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .testTarget(name: "FSMSpecLoaderTests", dependencies: ["FSMModel", "FSMDiagnostics", "FSMSpecLoader"]),
        .testTarget(
            name: "FSMSwiftLoaderTests",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMSwiftLoader", "FSMChecker",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "FSMSMCLoaderTests",
            dependencies: ["FSMModel", "FSMDiagnostics", "FSMSMCLoader", "FSMChecker", "FSMExporters", "FSMSpecLoader", "FSMTestSupport"]
        ),
        .testTarget(name: "FSMSCXMLLoaderTests", dependencies: ["FSMModel", "FSMDiagnostics", "FSMSCXMLLoader", "FSMTestSupport"]),
        .testTarget(name: "FSMCheckerTests", dependencies: ["FSMModel", "FSMDiagnostics", "FSMChecker", "FSMSpecLoader"]),
        .testTarget(
            name: "FSMExportersTests",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMExporters", "FSMTestSupport", "FSMSpecLoader", "FSMSMCLoader", "FSMSCXMLLoader", "FSMChecker",
            ],
            exclude: ["Golden"]
        ),
        // The pool against the built render worker (compared with FSMGraphviz drawing in process) and
        // against stand-ins, over bundled machines loaded and checked as fsmcheck does (FSMPipeline).
        .testTarget(
            name: "FSMRenderWorkersTests",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMParallel", "FSMExporters", "FSMRenderWorkers", "FSMGraphviz", "FSMPipeline", "FSMTestSupport",
            ]
        ),
        // The layout is measured on every bundled machine, loaded and checked as fsmcheck does (FSMPipeline).
        .testTarget(
            name: "FSMGraphvizTests", dependencies: ["FSMModel", "FSMDiagnostics", "FSMExporters", "FSMGraphviz", "FSMPipeline", "FSMTestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "FSMReportersTests", dependencies: ["FSMModel", "FSMDiagnostics", "FSMReporters", "FSMTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "FSMConfigurationTests", dependencies: ["FSMModel", "FSMDiagnostics", "FSMConfiguration"]),
        .testTarget(name: "FSMDiffTests", dependencies: ["FSMModel", "FSMDiagnostics", "FSMDiff"]),
        .testTarget(
            name: "FSMReportTests",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMSpecLoader", "FSMChecker", "FSMExporters", "FSMGraphviz", "FSMReport", "FSMTestSupport",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "FSMTestPlansTests", dependencies: ["FSMChecker", "FSMTestPlans", "FSMTestSupport"]),
        // Every rule's examples, run the way lint runs them.
        .testTarget(
            name: "FSMPipelineTests", dependencies: ["FSMPipeline", "FSMConfiguration", "FSMDiagnostics", "FSMModel", "FSMExporters", "FSMGraphviz"]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["FSMModel", "FSMDiagnostics", "FSMChecker", "FSMSMCLoader", "FSMSCXMLLoader"],
            exclude: ["Data", "README.md"]
        ),
        // Every export read by the real program that consumes it (Mermaid, PlantUML, an XML
        // Schema validator, Chromium for the HTML report and diff) and by fsmcheck's own loaders,
        // over Specs/ and the conformance data.
        .testTarget(
            name: "ExportConsumerTests",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMPipeline", "FSMSpecLoader", "FSMSCXMLLoader",
                "FSMDiff", "FSMExporters", "FSMGraphviz", "FSMChecker",
            ],
            exclude: ["Fixtures", "Schemas", "DiffFixtures", "ReportFixtures"]
        ),
        // Multi-file Swift projects shaped like real code, each with the exact diagnostics it must give (issue 16).
        .testTarget(name: "RealProjectTests", dependencies: ["FSMDiagnostics", "FSMPipeline"], exclude: ["Projects"]),
        // The built fsmcheck end to end, and the documents that quote it.
        .testTarget(
            name: "fsmcheckTests",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMConfiguration", "FSMDiff", "FSMExporters", "FSMPipeline", "FSMChecker", "FSMTestSupport",
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["Golden"]
        ),
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
                "FSMExporters", "FSMRenderWorkers", "FSMPipeline", "FSMReporters", "FSMReport",
            ],
            path: "Fuzz/Harnesses"
        )
    )
}
