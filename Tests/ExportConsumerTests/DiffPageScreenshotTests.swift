import Testing

/// The HTML diff of `DiffFixtures/old` and `new` (a ticket machine gaining a service mode and a
/// card payment, losing its out-of-order state) as Chromium draws it, kept as a build artefact
/// (`.build/artifacts/diff.png`; a copy is the README's picture, `Docs/images/diff.png`). The
/// page must log nothing on its console. One Chromium run.
@Suite struct DiffPageScreenshotTests {
    @Test func diffScreenshot() throws {
        let page = try ReportPages.diffPage()
        #expect(page.contains("class=\"diagram-svg\""), "the diff page has no picture")
        try ReportPages.screenshot(page, staging: "", name: "diff.png", width: 1100, height: 760)
    }
}
