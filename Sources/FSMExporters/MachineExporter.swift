import FSMDiagnostics
import FSMModel

/// The text formats a machine can be exported to (`fsmcheck export --to …`).
public enum ExportFormat: String, CaseIterable, Sendable {
    /// A Mermaid `stateDiagram-v2`, which GitHub renders inline.
    case mermaid
    /// A PlantUML state diagram.
    case plantuml
    /// W3C SCXML.
    case scxml
    /// The model itself, in the JSON schema described on `JSONMachineExporter`.
    case json
    /// fsmcheck's own `.fsm` spec format.
    case fsm
    /// A Promela model for the SPIN model checker, the properties as `ltl` claims.
    case promela

    /// The file extension an exported file takes.
    public var fileExtension: String {
        switch self {
        case .mermaid: "mmd"
        case .plantuml: "puml"
        case .scxml: "scxml"
        case .json: "json"
        case .fsm: "fsm"
        case .promela: "pml"
        }
    }
}

/// Writes a machine in another notation. Exports are pure functions of the machine: the same
/// machine always gives byte-identical text, ending with a newline.
public enum MachineExporter {
    public static func export(_ machine: Machine, as format: ExportFormat) -> String {
        switch format {
        case .mermaid: MermaidExporter.export(machine)
        case .plantuml: PlantUMLExporter.export(machine)
        case .scxml: SCXMLExporter.export(machine)
        case .json: JSONMachineExporter.export(machine)
        case .fsm: SpecExporter.export(machine)
        case .promela: PromelaExporter.export(machine)
        }
    }

    /// A Mermaid state diagram with marks painted on it (a diff's changes); GitHub renders it in
    /// comments and descriptions.
    public static func mermaid(_ machine: Machine, marks: StateDiagramMarks) -> String {
        MermaidExporter.export(machine, marks: marks)
    }

    /// What the export changes in the machine's meaning, as `export-semantics-changed` warnings:
    /// only SCXML, whose one way of choosing between transitions is not every notation's.
    public static func diagnostics(for machine: Machine, as format: ExportFormat) -> [Diagnostic] {
        format == .scxml ? SCXMLSemanticsCheck.diagnostics(for: machine) : []
    }
}
