import FSMExporters
import FSMPipeline
import Foundation
import Testing

/// Every Mermaid export, drawn by Mermaid 11 itself in headless Chromium: no parse or render
/// error, and every state's box titled with the state's own name (a history state's with its
/// name and `(H)` or `(H*)`). The diff pictures of `fsmcheck diff --format markdown` too, their
/// changed states titled with the change's symbol first (`DiffCorpus`). All diagrams are drawn
/// in one page, by one Chromium run.
@Suite struct MermaidRenderTests {
    @Test func everyExportRendersWithEveryStateTitled() throws {
        ExportCorpus.expectComplete()
        let chromium = try ConsumerTool.executable("chromium", debianPackage: "chromium")
        let script = try ConsumerTool.mermaidScript()
        let folder = try TemporaryFolder()
        let exports = ExportCorpus.entries.map {
            (
                name: "\($0.fileName).mmd", source: MachineExporter.export($0.machine, as: .mermaid),
                titles: ExportCorpus.expectedTitles(of: $0.machine)
            )
        }
        let diffs = DiffCorpus.entries.map {
            (name: $0.name, source: DiffPictures.mermaid($0.overlay), titles: DiffCorpus.expectedTitles(of: $0.overlay))
        }
        #expect(diffs.count > ExportCorpus.entries.count, "only \(diffs.count) diff pictures")
        let entries = exports + diffs
        let page = try folder.write(try MermaidPage.html(script: script, diagrams: entries.map(\.source)), to: "page.html")
        let run = try ConsumerTool.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--user-data-dir=\(folder.url.appendingPathComponent("profile").path)",
                // Chromium dumps the page once it is idle in virtual time: after every render finished.
                "--virtual-time-budget=600000", "--dump-dom", page.absoluteString,
            ], in: folder)
        #expect(run.status == 0, "chromium failed: \(run.errors)")
        let results = try MermaidPage.results(in: run.output)
        try #require(
            results.count == entries.count, "Mermaid drew \(results.count) of \(entries.count) diagrams; chromium said: \(run.errors.suffix(2_000))")
        var failures: [String] = []
        for (entry, result) in zip(entries, results) {
            if let error = result.error {
                failures.append("\(entry.name): \(error.prefix(300))")
                continue
            }
            let titles = Set(result.titles)
            let untitled = entry.titles.filter { !titles.contains($0) }
            if !untitled.isEmpty { failures.append("\(entry.name): no box titled \(untitled.map { "`\($0)`" }.joined(separator: ", "))") }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(entries.count) Mermaid diagrams fail:\n\(failures.joined(separator: "\n"))")
    }
}

/// A page that loads `mermaid.min.js` from a file URL, renders every diagram with
/// `mermaid.render`, and writes, per diagram, the error or the title of every box (the first
/// label of each state node and cluster) into the page, base64-encoded JSON, for `--dump-dom`.
enum MermaidPage {
    struct Result: Decodable {
        var error: String?
        var titles: [String]
    }

    static func html(script: URL, diagrams: [String]) throws -> String {
        // `<\/` keeps a diagram's text from closing the script element.
        let json = String(decoding: try JSONEncoder().encode(diagrams), as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"></head><body>
            <pre id="results">pending</pre>
            <script src="\(script.absoluteString)"></script>
            <script>
            const diagrams = \(json);
            mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });
            (async () => {
              const results = [];
              for (let index = 0; index < diagrams.length; index++) {
                try {
                  const { svg } = await mermaid.render("diagram" + index, diagrams[index]);
                  const holder = document.createElement("div");
                  holder.innerHTML = svg;
                  const titles = [...holder.querySelectorAll("g.node, g.statediagram-cluster")]
                    .map(box => box.querySelector(".nodeLabel")).filter(label => label !== null).map(label => label.textContent);
                  results.push({ error: svg.includes("Syntax error") ? "Mermaid drew its syntax error picture" : null, titles });
                } catch (error) {
                  results.push({ error: String((error && error.message) || error), titles: [] });
                }
              }
              const bytes = new TextEncoder().encode(JSON.stringify(results));
              let binary = "";
              for (const byte of bytes) binary += String.fromCharCode(byte);
              document.getElementById("results").textContent = btoa(binary);
            })();
            </script>
            </body></html>
            """
    }

    /// The results the page wrote into the DOM Chromium dumped.
    static func results(in dom: String) throws -> [Result] {
        guard let start = dom.range(of: "<pre id=\"results\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw ConsumerTool.Missing(description: "the page Chromium dumped has no results:\n\(dom.prefix(2_000))")
        }
        let encoded = String(dom[start.upperBound..<end.lowerBound])
        guard let data = Data(base64Encoded: encoded) else {
            throw ConsumerTool.Missing(description: "Mermaid did not finish (did mermaid.min.js load?): `\(encoded.prefix(200))`")
        }
        return try JSONDecoder().decode([Result].self, from: data)
    }
}
