// swift-tools-version:6.0
import PackageDescription

/// Dependencies point one way, down: the libraries are listed below layer by layer, lowest first, each under a
/// `// Layer N, name:` comment, and a library may use only the layers below its own (never one beside it). Above them
/// the executables, then the tests. Every target declares exactly the modules it imports; each third-party module
/// is seen by the libraries named in `.ci/check-imports` only, through `internal import`; only tests use
/// FSMTestSupport. `.ci/check-imports` checks all of it, these comments included, and fails CI otherwise
/// (Docs/Architecture.md).
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
        // Layer 0, model: statecharts with their source locations (no I/O, no Foundation, nothing of YAML, swift-syntax
        // or Graphviz), the order-preserving parallel map over both cores that the loaders, the checker and the
        // commands share, and the compact binary form of `Codable` values the caches store.
        .target(name: "FSMModel"),
        .target(name: "FSMParallel"),
        .target(name: "FSMBinaryCoding"),

        // Layer 1, diagnostics: the one diagnostic shape, rule descriptions, the loader protocol, source files and how
        // paths are shown.
        .target(name: "FSMDiagnostics", dependencies: ["FSMModel", "FSMBinaryCoding"]),

        // Layer 2, jobs: one job each over the model, side by side and never using one another: a loader per notation
        // (only the YAML readers see Yams, only FSMSwiftLoader swift-syntax); the rules and the configuration graph they
        // and the properties are answered on; lint's report formats; configuration and suppressions; semantic diffs.
        .target(name: "FSMSpecLoader", dependencies: ["FSMModel", "FSMDiagnostics", "FSMParallel", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "FSMSwiftLoader",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMParallel", "FSMBinaryCoding",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "FSMSMCLoader", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .target(name: "FSMSCXMLLoader", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .target(name: "FSMChecker", dependencies: ["FSMModel", "FSMDiagnostics", "FSMParallel"]),
        .target(name: "FSMReporters", dependencies: ["FSMDiagnostics"]),
        .target(name: "FSMConfiguration", dependencies: ["FSMModel", "FSMDiagnostics", .product(name: "Yams", package: "Yams")]),
        .target(name: "FSMDiff", dependencies: ["FSMModel", "FSMDiagnostics"]),

        // Layer 3, exports: every export in one module with a folder per format family (the diagram, tables,
        // Mermaid/PlantUML, SCXML, JSON, `.fsm`, and Promela, which writes the checker's configuration graph for SPIN).
        .target(name: "FSMExporters", dependencies: ["FSMModel", "FSMDiagnostics", "FSMChecker"]),

        // Layer 4, compositions: built from the jobs: the render workers (pool, wire, limits) that take FSMExporters'
        // diagrams to worker processes; the self-contained HTML pages of `report` and `diff --format html` (exports,
        // diffs and findings, the diagrams arriving as SVG text); the test plans of `fsmcheck tests` (the checker's paths).
        .target(name: "FSMRenderWorkers", dependencies: ["FSMModel", "FSMDiagnostics", "FSMExporters"]),
        .target(name: "FSMHTMLPages", dependencies: ["FSMModel", "FSMDiagnostics", "FSMExporters", "FSMDiff", "FSMReporters"]),
        .target(name: "FSMTestPlans", dependencies: ["FSMModel", "FSMDiagnostics", "FSMChecker"]),

        // Layer 5, assemblies: FSMGraphviz, the render workers' side of the wire, drawing with libgraphviz (its only
        // user, through the system library CGraphviz, which is third-party code and in no layer); and the pipeline:
        // files, sources, machines and their findings decided once, what every command starts from. The pipeline does
        // not draw (drawing is handed in), so it does not link libgraphviz.
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"])]),
        .target(name: "FSMGraphviz", dependencies: ["CGraphviz", "FSMExporters", "FSMRenderWorkers"]),
        .target(
            name: "FSMPipeline",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMParallel", "FSMBinaryCoding", "FSMSpecLoader", "FSMSwiftLoader", "FSMSMCLoader", "FSMSCXMLLoader",
                "FSMChecker",
                "FSMExporters", "FSMConfiguration", "FSMDiff", "FSMHTMLPages",
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
                "FSMTestPlans", "FSMPipeline", "FSMParallel", .product(name: "SwiftParser", package: "swift-syntax"),
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
        // the fixtures in other notations (Tests/Fixtures), a model dump, the consumers' files; only tests may use it.
        .target(name: "FSMTestSupport", dependencies: ["FSMModel", "FSMDiagnostics"]),
        .testTarget(name: "FSMModelTests", dependencies: ["FSMModel"]),
        .testTarget(name: "FSMParallelTests", dependencies: ["FSMParallel"]),
        .testTarget(name: "FSMBinaryCodingTests", dependencies: ["FSMBinaryCoding"]),
        .testTarget(name: "FSMDiagnosticsTests", dependencies: ["FSMModel", "FSMDiagnostics", "FSMBinaryCoding"]),
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
            name: "FSMHTMLPagesTests",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMSpecLoader", "FSMChecker", "FSMExporters", "FSMGraphviz", "FSMHTMLPages", "FSMTestSupport",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "FSMTestPlansTests", dependencies: ["FSMChecker", "FSMTestPlans", "FSMTestSupport"]),
        // Every rule's examples, run the way lint runs them.
        .testTarget(
            name: "FSMPipelineTests",
            dependencies: ["FSMPipeline", "FSMParallel", "FSMConfiguration", "FSMDiagnostics", "FSMModel", "FSMExporters", "FSMGraphviz"]
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

// The test and sanitizer builds (`make test`, `make sanitize`) set FSMCHECK_WITHOUT_BUILD_PLUGIN=1: the build-tool
// plugin's tool dependency would make them compile fsmcheck and swift-syntax a second time, for the host, and no
// test of this package uses that copy (`.ci/plugin-end-to-end` builds the plugin in a package of its own, without
// the variable). Ordinary builds keep the plugin.
if Context.environment["FSMCHECK_WITHOUT_BUILD_PLUGIN"] == "1" {
    package.products.removeAll { $0.name == "FSMCheckBuildPlugin" }
    package.targets.removeAll { $0.name == "FSMCheckBuildPlugin" }
}

// Coverage-guided fuzzing (Docs/Reliability.md): one executable holding every libFuzzer harness. It
// has no `main` of its own (libFuzzer links one in), so only `Fuzz/fuzz` declares it, by setting
// FSMCHECK_FUZZ=1 for a build in its own scratch path; ordinary builds and tests never see it.
if Context.environment["FSMCHECK_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "fsmcheck-fuzz",
            dependencies: [
                "FSMModel", "FSMDiagnostics", "FSMSpecLoader", "FSMSwiftLoader", "FSMSMCLoader", "FSMSCXMLLoader", "FSMChecker",
                "FSMExporters", "FSMRenderWorkers", "FSMPipeline", "FSMReporters", "FSMHTMLPages",
            ],
            path: "Fuzz/Harnesses"
        )
    )
    // `Fuzz/fuzz` builds in debug, so that swift-syntax and Yams compile without optimisation (a release
    // build of swift-syntax with coverage and AddressSanitizer took 1,500 CPU-seconds of CI's half hour),
    // and fsmcheck's own code, what the harnesses are about, is optimised as users run it.
    for target in package.targets where [.regular, .executable].contains(target.type) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"])]
    }
}
