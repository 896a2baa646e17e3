import Foundation
import Testing

/// `fsmcheck render --focus STATE --depth N` and `--collapse` through the built binary, and the
/// HTML report's links from an overview to the composite states it draws closed.
@Suite struct RenderScopeCommandTests {
    @Test func collapseDrawsTheKeyboardsRegionsClosed() throws {
        let outcome = try BinaryRunner.run(["render", "Specs/keyboard.fsm", "--collapse", "--dot", "-o", "-"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#"label="Operating\n(6 states)""#))
        #expect(!outcome.standardOutput.contains("subgraph cluster_"))
    }

    @Test func focusDrawsOnlyTheMachinesThatHaveTheState() throws {
        let folder = try TemporaryFolder()
        let outcome = try BinaryRunner.run(["render", "Specs/", "--focus", "CapsLocked", "--depth", "1", "--dot", "-o", folder.url.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("wrote 1 file for 1 machine"))
        let dot = try String(contentsOf: folder.url.appendingPathComponent("Keyboard.dot"), encoding: .utf8)
        #expect(dot.contains("focus on CapsLocked: the 2 states within 1 transition of it"))
        #expect(!dot.contains("Numbers") && dot.contains("Default"))
    }

    @Test func aFocusNoMachineHasIsAnErrorWithASuggestion() throws {
        let outcome = try BinaryRunner.run(["render", "Specs/", "--focus", "CapsLockd", "-o", "-"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("error: --focus CapsLockd: no machine found has a state of that name; did you mean `CapsLocked`?"))
        let both = try BinaryRunner.run(["render", "Specs/keyboard.fsm", "--focus", "Default", "--collapse", "-o", "-"])
        #expect(both.status == 2)
        #expect(both.standardError.contains("--focus and --collapse draw different parts of a machine: choose one"))
        let depthAlone = try BinaryRunner.run(["render", "Specs/keyboard.fsm", "--depth", "2", "-o", "-"])
        #expect(depthAlone.status == 2)
        #expect(depthAlone.standardError.contains("give --focus STATE too"))
    }

    /// 220 composites of ten states: the report draws an overview, links to the first
    /// `HTMLReport.detailLimit` composites drawn open below it, and says how to draw the rest.
    @Test func theReportLinksAnOverviewToItsClosedComposites() throws {
        let folder = try TemporaryFolder()
        var lines = ["machine: Large", "initial: C0", "states:"]
        for composite in 0..<220 {
            lines += ["  C\(composite):", "    initial: C\(composite)S0", "    on: { Leave: C\((composite + 1) % 220) }", "    states:"]
            for state in 0..<10 {
                lines.append(
                    "      C\(composite)S\(state): { on: { Next: C\(composite)S\((state + 1) % 10), Jump: C\((composite + 3) % 220)S\(state) } }")
            }
        }
        try folder.write("large.fsm", lines.joined(separator: "\n") + "\n")
        let html = try ReportCommandTests.report(["large.fsm"], in: folder)
        #expect(html.contains("This overview draws composite states closed; each is drawn open further down: <a href=\"#m0-d0\">C0</a>"))
        #expect(html.contains("(and 190 others: <code>fsmcheck render --focus STATE --depth 0</code> draws one)"))
        #expect(html.contains("<section class=\"detail\" id=\"m0-d29\""))
        #expect(!html.contains("id=\"m0-d30\""))
        // A detail names its elements apart from the overview's, so ids stay unique on the page.
        #expect(html.contains("id=\"m0_d0_s"))
    }
}
