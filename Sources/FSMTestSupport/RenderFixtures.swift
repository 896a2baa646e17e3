import Foundation

/// What the render tests of several targets draw: the pool's own tests and `fsmcheck render` end to end.
public enum RenderFixtures {
    /// Five composites whose states jump into one another: Graphviz 2.42 (Debian 12) corrupts its
    /// heap laying this out with edge labels (an invalid free after `flat_edges` grows the rank array).
    public static let nestedComposites: String = {
        var lines = ["machine: Nested", "initial: C0", "states:"]
        for group in 0..<5 {
            lines += ["  C\(group):", "    initial: C\(group)S0", "    on: { Leave: C\((group + 1) % 5) }", "    states:"]
            for index in 0..<4 {
                lines.append("      C\(group)S\(index): { on: { Next: C\(group)S\((index + 1) % 4), Jump: C\((group + 2) % 5)S\(index) } }")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// A path no file has yet, in the temporary folder: a stand-in worker creates it to tell its
    /// first launch from the next ones.
    public static func markerPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-\(name)-\(UUID().uuidString)").path
    }
}
