import FSMDiagnostics

/// The frame every fsmcheck page shares (the report, the diff): one self-contained document with
/// its style and script inline, nothing fetched from anywhere.
///
/// The Content Security Policy says so to the browser too: no network request of any kind, only
/// the inline style and script written here, so a report opened from disk or from a CI artefact
/// behaves the same everywhere and cannot be made to load anything by what it shows.
enum HTMLPage {
    static func document(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="fsmcheck">
        <title>\(XMLEscaping.text(title))</title>
        <style>
        \(PageStyle.css)</style>
        </head>
        <body>
        <a class="skip" href="#main">Skip to content</a>
        \(body)
        <script>
        \(PageScript.javaScript)</script>
        </body>
        </html>

        """
    }

    /// The page header: the title, a summary line, and the theme switch.
    static func header(title: String, summary: String) -> String {
        """
        <header class="page-header">
        <h1>\(XMLEscaping.text(title))</h1>
        <p class="summary">\(XMLEscaping.text(summary))</p>
        <button type="button" class="theme-toggle control" aria-pressed="false" title="Switch between light and dark">Dark theme</button>
        </header>
        """
    }
}
