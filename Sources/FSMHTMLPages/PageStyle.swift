/// The pages' style sheet: light and dark themes (the system's choice, or the toggle's), visible
/// keyboard focus, highlights on the diagrams, and a print layout with every machine expanded
/// and no controls.
///
/// Diagrams are Graphviz's SVG with its colours written as attributes; the rules below repaint
/// its black, white and greys through variables, so the dark theme recolours a picture without
/// touching the colours that mean something (findings in red, a diff's green and amber).
enum PageStyle {
    static let css = """
        :root {
          --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa; --link: #0969da;
          --focus: #0969da; --highlight: #bf3989; --highlight-bg: #ffeff7; --path: #1f5fbf; --path-bg: #ddf4ff;
          --error: #cf222e; --warning: #9a6700; --note: #0969da;
          --ink: #000000; --paper: #ffffff; --grey-fill: #f2f2f2; --grey-ink: #595959; --grey-line: #8c8c8c;
          color-scheme: light;
        }
        @media (prefers-color-scheme: dark) {
          :root:not([data-theme="light"]) {
            --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23; --link: #4493f8;
            --focus: #4493f8; --highlight: #ff80c8; --highlight-bg: #3a1730; --path: #79c0ff; --path-bg: #12294a;
            --error: #ff7b72; --warning: #d29922; --note: #4493f8;
            --ink: #e6edf3; --paper: #0d1117; --grey-fill: #262c36; --grey-ink: #b7bdc8; --grey-line: #9198a1;
            color-scheme: dark;
          }
        }
        :root[data-theme="dark"] {
          --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23; --link: #4493f8;
          --focus: #4493f8; --highlight: #ff80c8; --highlight-bg: #3a1730; --path: #79c0ff; --path-bg: #12294a;
          --error: #ff7b72; --warning: #d29922; --note: #4493f8;
          --ink: #e6edf3; --paper: #0d1117; --grey-fill: #262c36; --grey-ink: #b7bdc8; --grey-line: #9198a1;
          color-scheme: dark;
        }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 0 1.5rem 3rem; background: var(--bg); color: var(--fg);
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        a { color: var(--link); }
        code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 0.9em; }
        h1 { font-size: 1.6rem; margin: 0.2rem 0; }
        h2 { font-size: 1.3rem; margin: 0; }
        h3 { font-size: 1.05rem; margin: 1.2rem 0 0.4rem; }
        .skip { position: absolute; left: -100vw; }
        .skip:focus { left: 1rem; top: 0.5rem; background: var(--bg); padding: 0.3rem; z-index: 2; }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        button { font: inherit; color: inherit; background: var(--panel); border: 1px solid var(--line); border-radius: 6px;
          padding: 0.15rem 0.6rem; cursor: pointer; }
        button:hover { border-color: var(--muted); }
        button[aria-pressed="true"] { border-color: var(--focus); }
        .page-header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.4rem 1.2rem; padding: 1rem 0 0.6rem;
          border-bottom: 1px solid var(--line); }
        .page-header .summary { margin: 0; color: var(--muted); flex: 1; }
        .filters { display: flex; flex-wrap: wrap; gap: 0.4rem 1.2rem; align-items: center; border: 1px solid var(--line);
          border-radius: 6px; padding: 0.5rem 0.8rem; margin: 1rem 0 0.6rem; }
        .filters legend { padding: 0 0.3rem; color: var(--muted); }
        .filters label { white-space: nowrap; }
        .filters select { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; }
        .filter-status { color: var(--muted); }
        table { border-collapse: collapse; margin: 0.3rem 0 0.8rem; }
        th, td { border: 1px solid var(--line); padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
        th { background: var(--panel); }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        .table-scroll { overflow-x: auto; max-width: 100%; }
        .count-error { color: var(--error); font-weight: 600; }
        .count-warning { color: var(--warning); font-weight: 600; }
        .count-note { color: var(--note); }
        .machine { border-top: 1px solid var(--line); padding-top: 1rem; margin-top: 1.5rem; }
        .machine-header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.3rem 1rem; }
        .machine-header .facts { color: var(--muted); margin: 0; }
        .machine.collapsed .machine-body { display: none; }
        .filtered-out { display: none !important; }
        .diagram { border: 1px solid var(--line); border-radius: 6px; margin: 0.6rem 0; background: var(--paper); }
        .viewport { width: 100%; overflow: hidden; cursor: grab; touch-action: none; }
        .viewport.dragging { cursor: grabbing; }
        .diagram-svg { display: block; width: 100%; height: 100%; }
        .zoom-controls { display: flex; justify-content: flex-end; gap: 0.25rem; padding: 0.3rem 0.3rem 0; }
        .zoom-controls button { min-width: 2rem; }
        .no-diagram { color: var(--muted); font-style: italic; }
        .diagram-svg [fill="white"] { fill: var(--paper); }
        .diagram-svg [stroke="black"] { stroke: var(--ink); }
        .diagram-svg [fill="black"] { fill: var(--ink); }
        .diagram-svg text:not([fill]) { fill: var(--ink); }
        .diagram-svg [fill="#f2f2f2"] { fill: var(--grey-fill); }
        .diagram-svg [stroke="#595959"] { stroke: var(--grey-ink); }
        .diagram-svg [fill="#595959"] { fill: var(--grey-ink); }
        .diagram-svg [stroke="#8c8c8c"] { stroke: var(--grey-line); }
        .diagram-svg [fill="#8c8c8c"] { fill: var(--grey-line); }
        .diagram-svg g[tabindex] { cursor: pointer; }
        .diagram-svg g[tabindex]:focus { outline: none; }
        .diagram-svg g[tabindex]:focus-visible > :is(polygon, path, ellipse) { stroke: var(--focus) !important; stroke-width: 3px; }
        .diagram-svg.has-highlight g.node:not(.hl), .diagram-svg.has-highlight g.edge:not(.hl) { opacity: 0.3; }
        .diagram-svg g.hl > :is(polygon, path, ellipse, polyline) { stroke: var(--highlight) !important; stroke-width: 3px; }
        .diagram-svg g.edge.hl > polygon { fill: var(--highlight) !important; }
        .diagram-svg g.hl > text { fill: var(--highlight) !important; font-weight: bold; }
        .diagram-svg g.hl.on-path > :is(polygon, path, ellipse, polyline) { stroke: var(--path) !important; }
        .diagram-svg g.edge.hl.on-path > polygon { fill: var(--path) !important; }
        .diagram-svg g.hl.on-path > text { fill: var(--path) !important; }
        .findings { list-style: none; padding: 0; margin: 0; }
        .finding { border: 1px solid var(--line); border-left: 4px solid var(--line); border-radius: 6px; padding: 0.4rem 0.7rem; margin: 0.4rem 0; }
        .finding.severity-error { border-left-color: var(--error); }
        .finding.severity-warning { border-left-color: var(--warning); }
        .finding.severity-note { border-left-color: var(--note); }
        .finding.selected { background: var(--highlight-bg); }
        .finding-head { display: block; width: 100%; text-align: left; background: none; border: none; padding: 0.1rem 0; }
        .badge { display: inline-block; min-width: 4.2rem; font-weight: 600; }
        .badge.error { color: var(--error); }
        .badge.warning { color: var(--warning); }
        .badge.note { color: var(--note); }
        .rule { color: var(--muted); }
        .location { color: var(--muted); margin: 0.1rem 0; }
        pre.source { margin: 0.2rem 0; padding: 0.3rem 0.5rem; background: var(--panel); border-radius: 4px; overflow-x: auto; }
        .notes { margin: 0.2rem 0; padding-left: 1.2rem; }
        .hint { margin: 0.2rem 0; }
        .involved { border-top: 1px dashed var(--line); margin-top: 0.4rem; padding-top: 0.3rem; }
        .involved h4, .state-panel h4 { margin: 0.3rem 0; font-size: 0.95rem; }
        .state-list { display: flex; flex-wrap: wrap; gap: 0.3rem; list-style: none; padding: 0; margin: 0.2rem 0; }
        .state-panel { border: 1px solid var(--highlight); border-radius: 6px; padding: 0.4rem 0.7rem; margin: 0.6rem 0; }
        .state-panel-head { display: flex; justify-content: space-between; align-items: baseline; }
        tr.hl > td { background: var(--highlight-bg); }
        tr.hl.on-path > td { background: var(--path-bg); }
        ol.path { margin: 0.2rem 0; padding-left: 1.6rem; }
        td.source-cell pre.source { margin: 0; }
        .legend { display: flex; flex-wrap: wrap; gap: 0.3rem 1.2rem; margin: 0.4rem 0; padding: 0; list-style: none; }
        .mark-added { color: #1a7f37; font-weight: 600; }
        .mark-removed { color: #cf222e; font-weight: 600; }
        .mark-changed { color: #9a6700; font-weight: 600; }
        :root[data-theme="dark"] .mark-added { color: #3fb950; }
        :root[data-theme="dark"] .mark-removed { color: #ff7b72; }
        :root[data-theme="dark"] .mark-changed { color: #d29922; }
        .diff-list { margin: 0.2rem 0 0.6rem; padding-left: 1.2rem; }
        @media print {
          :root { --bg: #ffffff; --fg: #000000; --panel: #f6f8fa; --paper: #ffffff; --ink: #000000; --grey-fill: #f2f2f2;
            --grey-ink: #595959; --grey-line: #8c8c8c; color-scheme: light; }
          body { padding: 0; font-size: 11pt; }
          .control, .filters, .skip, .state-panel, .theme-toggle, .zoom-controls { display: none !important; }
          .filtered-out, .machine.collapsed .machine-body { display: block !important; }
          li.filtered-out { display: list-item !important; }
          tr.filtered-out { display: table-row !important; }
          .viewport { height: auto !important; overflow: visible; }
          .diagram-svg { width: min(100%, var(--natural-width, 100%)); height: auto; max-height: 24cm; margin: 0 auto; }
          .table-scroll { overflow: visible; }
          table { font-size: 8.5pt; }
          td { overflow-wrap: anywhere; }
          pre.source { white-space: pre-wrap; overflow-wrap: anywhere; }
          .diagram-svg.has-highlight g { opacity: 1 !important; }
          .machine { break-before: page; }
          .finding, tr, pre { break-inside: avoid; }
          a { color: inherit; text-decoration: none; }
        }

        """
}
