import Foundation

/// `fsmcheck-benchmark [lint|witness|properties|tests|render|render-shapes|render-wire|render-memory|swift [large|many|plain]|app [files]|all] [sizes…]`: prints figures,
/// asserts nothing; `fsmcheck-benchmark write-shapes DIR [sizes…]` writes the machines `render-shapes` draws,
/// `fsmcheck-benchmark write-app DIR [files]` the app `app` lints.
/// Build it in release mode (`swift build -c release`); debug figures are meaningless.
let arguments = Array(CommandLine.arguments.dropFirst())
let suite = arguments.first ?? "all"
let sizes = arguments.dropFirst().compactMap { Int($0) }

switch suite {
case "lint":
    try LintBenchmark.run(sizes: sizes.isEmpty ? LintBenchmark.defaultSizes : sizes)
case "lint-one":
    LintBenchmark.runOne(states: sizes.first ?? 1_000)
case "witness":
    try WitnessBenchmark.run(sizes: sizes.isEmpty ? WitnessBenchmark.defaultSizes : sizes)
case "witness-one":
    WitnessBenchmark.runOne(states: sizes.first ?? 1_000)
case "properties":
    PropertyBenchmark.run(sizes: sizes.isEmpty ? PropertyBenchmark.defaultSizes : sizes)
case "tests":
    TestPlanBenchmark.run(sizes: sizes.isEmpty ? TestPlanBenchmark.defaultSizes : sizes)
case "render":
    sizes.isEmpty ? RenderBenchmark.run() : RenderBenchmark.run(sizes: sizes)
case "render-shapes":
    let shapes = arguments.dropFirst().compactMap(GeneratedShape.init(rawValue:))
    RenderShapesBenchmark.run(
        shapes: shapes.isEmpty ? GeneratedShape.allCases : shapes, sizes: sizes.isEmpty ? RenderShapesBenchmark.defaultSizes : sizes)
case "write-shapes":
    guard let folder = arguments.dropFirst().first else {
        FileHandle.standardError.write(Data("usage: fsmcheck-benchmark write-shapes DIR [sizes…]\n".utf8))
        exit(2)
    }
    try RenderShapesBenchmark.writeShapes(to: folder, sizes: sizes.isEmpty ? RenderShapesBenchmark.defaultSizes : sizes)
case "measure-dot":
    guard let path = arguments.dropFirst().first else {
        FileHandle.standardError.write(Data("usage: fsmcheck-benchmark measure-dot FILE [name=value…]\n".utf8))
        exit(2)
    }
    try RenderShapesBenchmark.measureDOT(path: path, attributes: Array(arguments.dropFirst(2)))
case "render-wire":
    RenderWireBenchmark.run(renders: sizes.first ?? 2_000)
case "render-memory":
    RenderBenchmark.memoryGrowth(renders: sizes.first ?? 500)
case "swift":
    SwiftLoaderBenchmark.run(inputs: Set(arguments.dropFirst().compactMap(SwiftLoaderBenchmark.Input.init(rawValue:))))
case "app":
    AppBenchmark.run(files: sizes.first ?? 10_000)
case "write-app":
    guard let folder = arguments.dropFirst().first else {
        FileHandle.standardError.write(Data("usage: fsmcheck-benchmark write-app DIR [files]\n".utf8))
        exit(2)
    }
    _ = try GeneratedApp.write(files: sizes.first ?? 10_000, to: URL(fileURLWithPath: folder))
case "all":
    print("## lint: load and check generated .fsm machines\n")
    try LintBenchmark.run(sizes: LintBenchmark.defaultSizes)
    print("\n## witness: what witnesses add to the check\n")
    try WitnessBenchmark.run(sizes: WitnessBenchmark.defaultSizes)
    print("\n## properties: what five properties add to the check\n")
    PropertyBenchmark.run(sizes: PropertyBenchmark.defaultSizes)
    print("\n## tests: test plans of large machines\n")
    TestPlanBenchmark.run(sizes: TestPlanBenchmark.defaultSizes)
    print("\n## swift: parse and read generated Swift sources\n")
    SwiftLoaderBenchmark.run()
    print("\n## app: lint a generated app of 10,000 files\n")
    try AppBenchmark.runInChild(files: 10_000)
    print("\n## render: generated machines through libgraphviz\n")
    RenderBenchmark.run()
    print("\n## render-wire: the trip to a render worker, per small render\n")
    RenderWireBenchmark.run(renders: 2_000)
    print("\n## render-shapes: render time and layout quality by shape and size\n")
    RenderShapesBenchmark.run(shapes: GeneratedShape.allCases, sizes: RenderShapesBenchmark.defaultSizes)
    print()
    RenderBenchmark.memoryGrowth(renders: 500)
default:
    FileHandle.standardError.write(
        Data(
            "usage: fsmcheck-benchmark [lint|witness|properties|tests|render|render-shapes [shape…]|write-shapes DIR|write-app DIR [files]|measure-dot FILE|render-wire [renders]|render-memory|swift [large|many|plain]|app [files]|all] [sizes…]\n"
                .utf8)
    )
    exit(2)
}
