import FSMDiagnostics

/// The rules whose diagnostics the renderer emits: Graphviz's own messages, which would
/// otherwise go to stderr where no report, baseline or CI annotation sees them.
///
/// fsmcheck escapes everything it hands to Graphviz, so no machine triggers these on purpose;
/// their examples are therefore the Graphviz input itself (DOT), which a test renders.
public enum RenderRules {
    public static let renderWarning = RuleDescription(
        id: "render-warning",
        defaultSeverity: .warning,
        summary: "Graphviz warned while drawing the machine",
        rationale: """
            Graphviz reports problems it works around (a label it could not parse, a picture scaled \
            down to fit a bitmap, an edge it could not clip at a cluster border) as warnings and still \
            produces a picture, which may then be missing something. fsmcheck passes the warning on \
            instead of letting it scroll past on stderr. Rendering very large machines as PNG is the \
            usual cause; SVG or PDF keep full size. Only `fsmcheck render` reports it: `lint` never \
            draws. The examples are the DOT Graphviz is given.
            """,
        triggeringExample: SourceExample(
            fileName: "example.dot",
            """
            ↓digraph Drawn {
              S1 [shape=roundedbox];
              S1 -> S2;
            }
            """),
        passingExample: SourceExample(
            fileName: "example.dot",
            """
            digraph Drawn {
              S1 [shape=box, style=rounded];
              S1 -> S2;
            }
            """)
    )

    public static let renderError = RuleDescription(
        id: "render-error",
        defaultSeverity: .error,
        summary: "Graphviz could not draw the machine",
        rationale: """
            The layout or the output format failed, so no file was written for this machine. The \
            message is Graphviz's own, or says that the render worker was stopped for taking longer \
            than its time limit or more memory than its memory limit (`--render-time-limit`, \
            `--render-memory-limit`, `render:` in .fsmcheck.yml). The machine itself may still be fine \
            (lint it to be sure), and the other machines are still drawn. Only the commands that draw report it: \
            `lint` never draws. The examples are the DOT Graphviz is given.
            """,
        triggeringExample: SourceExample(
            fileName: "example.dot",
            """
            ↓↓digraph Drawn {
              S1 -> ;
            }
            """),
        passingExample: SourceExample(
            fileName: "example.dot",
            """
            digraph Drawn {
              S1 -> S2;
            }
            """)
    )

    public static let all = [renderWarning, renderError]
}
