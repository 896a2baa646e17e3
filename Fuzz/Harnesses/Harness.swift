/// One entry point of fsmcheck fed arbitrary bytes, with the properties it must keep beyond not
/// crashing. Each calls only public API, so that the harnesses outlive rewrites of the code behind it.
enum Harness: String, CaseIterable, Sendable {
    /// The `.fsm` loader.
    case spec
    /// The Swift loader, every dialect at once.
    case swift
    /// The SMC loader.
    case smc
    /// The SCXML loader.
    case scxml
    /// `lint` on whatever a loader makes of the input (checker, suppression comments, every report
    /// format); its first byte picks the notation.
    case check
    /// Every exporter on whatever a loader makes of the input.
    case export
    /// `export --to fsm` of whatever a loader makes of the input re-loads to the same model.
    case specRoundTrip = "spec-round-trip"
    /// A render worker's request decoder.
    case renderRequest = "render-request"
    /// Not a harness: writes the render requests of the inputs' machines into the folder named by
    /// `FSMCHECK_FUZZ_OUTPUT`, as seeds for `render-request` (`Fuzz/fuzz` runs it over the seeds of
    /// `export`).
    case renderRequestSeeds = "render-request-seeds"

    /// Runs one input; false when the input is not worth keeping in the corpus.
    func run(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .spec: LoaderHarness.run(.fsm, bytes)
        case .swift: LoaderHarness.run(.swift, bytes)
        case .smc: LoaderHarness.run(.smc, bytes)
        case .scxml: LoaderHarness.run(.scxml, bytes)
        case .check: CheckHarness.run(FuzzInput.notationAndFile(bytes))
        case .export: ExportHarness.run(FuzzInput.notationAndFile(bytes))
        case .specRoundTrip: SpecRoundTripHarness.run(FuzzInput.notationAndFile(bytes))
        case .renderRequest: RenderRequestHarness.run(bytes)
        case .renderRequestSeeds: RenderRequestHarness.writeSeeds(FuzzInput.notationAndFile(bytes))
        }
    }
}
