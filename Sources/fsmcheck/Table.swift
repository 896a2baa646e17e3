import ArgumentParser
import FSMExporters
import FSMPipeline

struct Table: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write each machine as Markdown: transitions, a state × event matrix, states, and findings."
    )

    @OptionGroup var input: InputOptions

    @Option(name: [.short, .customLong("output")], help: "Directory to write into, or - for standard output (one machine).")
    var output = "Output"

    func run() throws {
        let workspace = try input.workspace()
        try GeneratedFiles(workspace: workspace, destination: output).write([
            ("md", { machine in (Array(MarkdownExporter.markdown(for: machine.machine, findings: machine.findings).utf8), []) })
        ])
    }
}
