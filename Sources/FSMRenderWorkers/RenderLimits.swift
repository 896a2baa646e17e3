/// How long one diagram may take to draw and how much memory its worker may use.
///
/// Graphviz's time grows much faster than the graph (a 200-state machine with transitions jumping
/// at random kept `dot` busy for over ten minutes) and its memory with it; without limits such a
/// machine would hold up a CI run, and every machine after it, until someone cancels it. A worker
/// over either limit is stopped: its machine gets a `render-error` and the others are still drawn.
public struct RenderLimits: Hashable, Sendable {
    /// Seconds a diagram may take per 100 states it draws; a smaller diagram has as long as one
    /// of 100 states, which also covers starting a worker.
    public var secondsPerHundredStates: Double
    /// Megabytes of memory a worker may have resident while it draws.
    public var memoryMegabytes: Int

    public init(secondsPerHundredStates: Double, memoryMegabytes: Int) {
        self.secondsPerHundredStates = secondsPerHundredStates
        self.memoryMegabytes = memoryMegabytes
    }

    /// A machine of 1,000 states is usually drawn in a few seconds (labels placed after layout),
    /// well within its 50; the memory a worker needs for it is a few hundred megabytes.
    public static let standard = RenderLimits(secondsPerHundredStates: 5, memoryMegabytes: 2_048)

    /// The time limit of a diagram with this many nodes.
    public func seconds(forStates states: Int) -> Double {
        secondsPerHundredStates * Double(max(100, states)) / 100
    }

    var memoryBytes: Int { memoryMegabytes.multipliedReportingOverflow(by: 1 << 20).overflow ? .max : memoryMegabytes << 20 }
}
