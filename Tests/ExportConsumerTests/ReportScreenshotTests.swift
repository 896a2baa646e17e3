import Testing

/// A picture of the HTML report of `Specs/` as Chromium draws it, kept as a build artefact
/// (`.build/artifacts/report.png`; a copy is the README's picture, `Docs/images/report.png`):
/// the broken coffee machine of `Specs/broken.fsm` with its predicate clash selected. The page
/// must log nothing on its console. One Chromium run.
@Suite struct ReportScreenshotTests {
    /// Keeps the header and the coffee machine, and selects its predicate clash.
    static let staging = """
        window.addEventListener("load", () => {
          const section = Array.from(document.querySelectorAll(".machine")).find((element) => element.querySelector("h2").textContent === "CoffeeMachine");
          document.querySelectorAll("main > *").forEach((element) => { if (element !== section) element.remove(); });
          section.querySelector(".finding[data-rule=predicate-clash] .finding-head").click();
        });
        """

    @Test func reportScreenshot() throws {
        let html = ReportPages.report(of: try ReportPages.reportWorkspace(folders: ["Specs"]))
        try ReportPages.screenshot(html, staging: Self.staging, name: "report.png", width: 1200, height: 900)
    }
}
