import FSMModel
import FSMPipeline
import Foundation
import Testing

/// The HTML report opened from disk by headless Chromium and driven like a person would: every
/// finding clicked (its states and edges must light up on its own diagram and nowhere else),
/// states clicked and activated from the keyboard (the panel must list their transitions in and
/// out), Escape, pan and zoom, the theme switch and the filters; the page must log nothing on its
/// console. A driver script injected into a copy of the report writes its verdict into the page,
/// which Chromium dumps. One Chromium run.
@Suite struct ReportBrowserTests {
    struct Verdict: Decodable {
        struct Check: Decodable {
            var name: String
            var ok: Bool
            var detail: String
        }

        var checks: [Check]
        var errors: [String]
        /// Each machine section's heading, in page order.
        var titles: [String]
        /// Each machine's state names, as the page's script reads them.
        var stateNames: [[String: String]]
    }

    @Test func findingsStatesViewThemeAndFiltersWork() throws {
        let chromium = try ConsumerTool.executable("chromium", debianPackage: "chromium")
        let workspace = try ReportPages.reportWorkspace()
        let machines = workspace.machines.map(\.machine)
        #expect(machines.contains { $0.name.contains("</script>") }, "the markup fixture did not load")
        let folder = try TemporaryFolder()
        let page = try folder.write(
            try ReportPages.injecting(into: ReportPages.report(of: workspace), first: Self.collector, last: Self.driver), to: "report.html")
        let run = try ConsumerTool.run(
            chromium,
            ReportPages.chromiumArguments(in: folder) + [
                "--window-size=1280,1000", "--virtual-time-budget=30000", "--dump-dom", page.absoluteString,
            ], in: folder)
        #expect(run.status == 0, "chromium failed: \(run.errors.suffix(2_000))")
        let verdict = try Self.verdict(in: run.output)
        #expect(verdict.errors.isEmpty, "the page reported errors:\n\(verdict.errors.joined(separator: "\n"))")
        #expect(
            ReportPages.consoleMessages(in: run.errors).isEmpty,
            "the page logged:\n\(ReportPages.consoleMessages(in: run.errors).joined(separator: "\n"))")
        let failed = verdict.checks.filter { !$0.ok }
        #expect(
            failed.isEmpty,
            "\(failed.count) of \(verdict.checks.count) checks failed:\n\(failed.prefix(20).map { "\($0.name): \($0.detail)" }.joined(separator: "\n"))"
        )
        #expect(verdict.checks.count > 100, "the driver checked only \(verdict.checks.count) things")
        // Names that are markup arrive as written: nothing escaped twice, nothing interpreted.
        #expect(verdict.titles == machines.map(\.name))
        let expectedNames = machines.map { machine in Set(machine.states.filter { !$0.isAbstract }.map(\.name)) }
        #expect(verdict.stateNames.map { Set($0.values) } == expectedNames)
    }

    /// Before the page's own script: records uncaught errors and console errors.
    static let collector = """
        window.__errors = [];
        window.addEventListener("error", (event) => window.__errors.push(String(event.message)));
        window.addEventListener("unhandledrejection", (event) => window.__errors.push(String(event.reason)));
        const originalError = console.error;
        console.error = (...parts) => { window.__errors.push(parts.map(String).join(" ")); originalError.apply(console, parts); };
        """

    /// After the page's own script, once the page has loaded: drives it and writes the verdict,
    /// base64-encoded JSON, into `<pre id="verdict">`.
    static let driver = #"""
        window.addEventListener("load", () => {
          const checks = [];
          const check = (name, ok, detail) => checks.push({ name, ok: !!ok, detail: String(detail === undefined ? "" : detail) });
          const words = (text) => (text || "").split(" ").filter(Boolean);
          const key = (element, name) => element.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
          const escape = () => key(document, "Escape");
          const lit = () => document.querySelectorAll(".hl").length;
          try {
            // Findings: each lights its own states and edges, shows what it involves; Escape clears.
            const findings = Array.from(document.querySelectorAll(".machine .finding"));
            check("findings are listed", findings.length >= 8, findings.length);
            let drawnFindings = 0;
            let drawnPaths = 0;
            for (const finding of findings) {
              const section = finding.closest(".machine");
              const svg = section.querySelector(".diagram-svg");
              const name = "finding " + finding.getAttribute("data-rule") + " in " + section.id;
              finding.querySelector(".finding-head").click();
              check(name + " is selected", finding.classList.contains("selected") && finding.querySelector(".finding-head").getAttribute("aria-expanded") === "true");
              check(name + " shows what it involves", !finding.querySelector(".involved").hidden);
              for (const id of words(finding.getAttribute("data-states"))) {
                const element = document.getElementById(id);
                check(name + ": state " + id + " is drawn", element && svg.contains(element));
                check(name + ": state " + id + " lights up", element && element.classList.contains("hl"));
              }
              for (const transition of words(finding.getAttribute("data-transitions"))) {
                svg.querySelectorAll("g." + transition).forEach((edge) => check(name + ": edge " + transition + " lights up", edge.classList.contains("hl")));
                const rows = section.querySelectorAll("table.transitions tr[data-transition=\"" + transition + "\"]");
                check(name + ": row " + transition + " lights up", rows.length === 1 && rows[0].classList.contains("hl"));
              }
              for (const transition of words(finding.getAttribute("data-path"))) {
                svg.querySelectorAll("g." + transition).forEach((edge) => check(name + ": path edge " + transition + " lights up", edge.classList.contains("hl")));
              }
              if (svg.querySelectorAll(".on-path").length > 0) drawnPaths++;
              if (finding.hasAttribute("data-path")) {
                check(name + " lists its path", finding.querySelector(".involved ol.path, .involved .path-start"));
              }
              if (svg.querySelectorAll(".hl").length > 0) drawnFindings++;
              const outside = Array.from(document.querySelectorAll(".hl")).filter((element) => !section.contains(element));
              check(name + " lights nothing outside its machine", outside.length === 0, outside.length);
              escape();
              check(name + ": Escape clears it", lit() === 0 && !finding.classList.contains("selected"));
            }
            check("findings light up diagrams", drawnFindings >= 5, drawnFindings);
            check("findings light up the paths that lead to them", drawnPaths >= 2, drawnPaths);

            // States: clicking one, or Enter on it, lists its transitions in and out.
            let statesTried = 0;
            for (const section of document.querySelectorAll(".machine")) {
              const panel = section.querySelector(".state-panel");
              const rows = Array.from(section.querySelectorAll("table.transitions > tbody > tr"));
              const nodes = Array.from(section.querySelectorAll(".diagram-svg g[tabindex]"));
              for (const [index, node] of nodes.entries()) {
                const id = node.getAttribute("id");
                if (index % 2 === 0) node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
                else { node.focus(); key(node, "Enter"); }
                const out = rows.filter((row) => row.getAttribute("data-from") === id).length;
                const into = rows.filter((row) => row.getAttribute("data-to") === id).length;
                check("state " + id + " opens its panel", !panel.hidden);
                check("state " + id + " lists " + out + " out and " + into + " in",
                  panel.querySelectorAll(".out tbody tr").length === out && panel.querySelectorAll(".in tbody tr").length === into
                  && panel.querySelector(".out-count").textContent === String(out));
                check("state " + id + " lights up", node.classList.contains("hl"));
                statesTried++;
              }
              escape();
              check(section.id + ": Escape closes the panel", panel.hidden && lit() === 0);
            }
            check("states were tried", statesTried >= 100, statesTried);
            const stateButton = document.querySelector(".involved button.state-link");
            if (stateButton) {
              stateButton.click();
              check("a state named under a finding opens its panel", !stateButton.closest(".machine").querySelector(".state-panel").hidden);
              escape();
            }

            // Pan and zoom: the wheel, the keyboard and the buttons change the view; reset restores it.
            const viewport = document.querySelector(".machine .viewport");
            const svg = viewport.querySelector("svg");
            const initial = svg.getAttribute("viewBox");
            const box = viewport.getBoundingClientRect();
            viewport.dispatchEvent(new WheelEvent("wheel", { deltaY: -100, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true, cancelable: true }));
            const zoomed = svg.getAttribute("viewBox");
            check("the wheel zooms in", Number(zoomed.split(" ")[2]) < Number(initial.split(" ")[2]), zoomed);
            key(viewport, "ArrowRight");
            check("an arrow key pans", svg.getAttribute("viewBox").split(" ")[0] !== zoomed.split(" ")[0], svg.getAttribute("viewBox"));
            key(viewport, "0");
            check("0 resets the view", svg.getAttribute("viewBox") === initial, svg.getAttribute("viewBox"));
            key(viewport, "-");
            check("- zooms out", Number(svg.getAttribute("viewBox").split(" ")[2]) > Number(initial.split(" ")[2]));
            viewport.closest(".diagram").querySelector("[data-zoom=reset]").click();
            check("the reset button resets the view", svg.getAttribute("viewBox") === initial);
            const pointer = (type, x) => viewport.dispatchEvent(new PointerEvent(type, { pointerId: 1, button: 0, clientX: x, clientY: box.top + 20, bubbles: true }));
            pointer("pointerdown", box.left + 100);
            pointer("pointermove", box.left + 160);
            pointer("pointerup", box.left + 160);
            check("dragging pans", Number(svg.getAttribute("viewBox").split(" ")[0]) < Number(initial.split(" ")[0]), svg.getAttribute("viewBox"));
            key(viewport, "0");
            viewport.closest(".diagram").querySelector("[data-zoom=in]").click();
            check("the + button zooms in", svg.getAttribute("viewBox") !== initial);
            viewport.closest(".diagram").querySelector("[data-zoom=reset]").click();

            // Theme: the toggle switches to the other theme and back.
            const toggle = document.querySelector(".theme-toggle");
            const before = getComputedStyle(document.body).backgroundColor;
            toggle.click();
            check("the toggle switches theme", getComputedStyle(document.body).backgroundColor !== before && toggle.getAttribute("aria-pressed") === "true",
              getComputedStyle(document.body).backgroundColor);
            toggle.click();
            check("the toggle switches back", getComputedStyle(document.body).backgroundColor === before);

            // Filters: by severity, by rule, and machines without findings.
            const filters = document.querySelector(".filters");
            const change = (element) => element.dispatchEvent(new Event("change", { bubbles: true }));
            const shown = (selector) => Array.from(document.querySelectorAll(selector)).filter((element) => !element.closest(".filtered-out"));
            const errors = filters.querySelector("input[data-severity=error]");
            errors.checked = false;
            change(errors);
            check("unticking errors hides every error", shown(".finding[data-severity=error]").length === 0);
            check("warnings stay", shown(".finding[data-severity=warning]").length === document.querySelectorAll(".finding[data-severity=warning]").length);
            errors.checked = true;
            change(errors);
            const rule = filters.querySelector("select.rule-filter");
            rule.value = "dead-end";
            change(rule);
            const visible = shown(".finding");
            check("a rule shows only its findings", visible.length > 0 && visible.every((finding) => finding.getAttribute("data-rule") === "dead-end"), visible.length);
            const rows = shown("table.index tbody tr");
            check("the index lists only machines with such findings",
              rows.length > 0 && rows.every((row) => document.getElementById(row.getAttribute("data-section")).querySelector(".finding[data-rule=dead-end]")), rows.length);
            rule.value = "";
            change(rule);
            const clean = filters.querySelector("input.clean-filter");
            clean.checked = false;
            change(clean);
            check("machines without findings can be hidden", shown(".machine").every((section) => section.querySelector(".finding")));
            clean.checked = true;
            change(clean);
            check("every machine is back", shown(".machine").length === document.querySelectorAll(".machine").length);
          } catch (error) {
            check("the driver ran to the end", false, error && error.stack || error);
          }
          const titles = Array.from(document.querySelectorAll(".machine h2")).map((heading) => heading.textContent);
          const stateNames = Array.from(document.querySelectorAll(".machine script.state-names")).map((element) => JSON.parse(element.textContent));
          const verdict = document.createElement("pre");
          verdict.id = "verdict";
          const bytes = new TextEncoder().encode(JSON.stringify({ checks, errors: window.__errors, titles, stateNames }));
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          verdict.textContent = btoa(binary);
          document.body.appendChild(verdict);
        });
        """#

    static func verdict(in dom: String) throws -> Verdict {
        guard let start = dom.range(of: "<pre id=\"verdict\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
            let data = Data(base64Encoded: String(dom[start.upperBound..<end.lowerBound]))
        else {
            throw ConsumerTool.Missing(description: "the driver wrote no verdict; the page Chromium dumped ends:\n\(dom.suffix(2_000))")
        }
        return try JSONDecoder().decode(Verdict.self, from: data)
    }
}
