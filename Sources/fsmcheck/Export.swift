import ArgumentParser
import FSMExporters
import FSMPipeline

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert machines to another notation: Mermaid, PlantUML, SCXML, JSON or the .fsm format."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .customLong("to"), help: "Target notation: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ExportFormat

    @Option(name: [.short, .customLong("output")], help: "Directory to write into, or - for standard output (one machine).")
    var output = "-"

    func run() throws {
        let workspace = try input.workspace()
        let format = format
        try GeneratedFiles(workspace: workspace, destination: output).write([
            (
                format.fileExtension,
                { @Sendable machine in
                    (Array(MachineExporter.export(machine.machine, as: format).utf8), MachineExporter.diagnostics(for: machine.machine, as: format))
                }
            )
        ])
    }
}

extension ExportFormat: ExpressibleByArgument {}
