import FSMGraphviz
import Foundation

/// `fsmcheck-benchmark [lint|witness|tests|render|render-memory|swift|all] [sizes…]`: prints figures, asserts nothing.
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
case "tests":
    TestPlanBenchmark.run(sizes: sizes.isEmpty ? TestPlanBenchmark.defaultSizes : sizes)
case "render":
    sizes.isEmpty ? RenderBenchmark.run() : RenderBenchmark.run(sizes: sizes)
case "render-memory":
    RenderBenchmark.memoryGrowth(renders: sizes.first ?? 500)
case "render-worker":
    _ = RenderWorker.serve()
case "swift":
    SwiftLoaderBenchmark.run()
case "all":
    print("## lint: load and check generated .fsm machines\n")
    try LintBenchmark.run(sizes: LintBenchmark.defaultSizes)
    print("\n## witness: what witnesses add to the check\n")
    try WitnessBenchmark.run(sizes: WitnessBenchmark.defaultSizes)
    print("\n## tests: test plans of large machines\n")
    TestPlanBenchmark.run(sizes: TestPlanBenchmark.defaultSizes)
    print("\n## swift: parse and read generated SwiftFSM sources\n")
    SwiftLoaderBenchmark.run()
    print("\n## render: generated machines through libgraphviz\n")
    RenderBenchmark.run()
    print()
    RenderBenchmark.memoryGrowth(renders: 500)
default:
    FileHandle.standardError.write(Data("usage: fsmcheck-benchmark [lint|witness|tests|render|render-memory|swift|all] [sizes…]\n".utf8))
    exit(2)
}
