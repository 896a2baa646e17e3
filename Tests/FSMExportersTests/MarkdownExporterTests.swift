import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMTestSupport
import Testing

@Suite struct MarkdownExporterTests {
    @Test(arguments: ["turnstile", "hierarchical", "keyboard", "findings", "awkward"])
    func markdownMatchesGolden(_ name: String) throws {
        let (machine, findings): (Machine, [Diagnostic]) =
            switch name {
            case "turnstile": (ExampleMachines.turnstile, [])
            case "hierarchical": (ExampleMachines.hierarchical, [])
            case "keyboard": (ExampleMachines.keyboard, [])
            case "findings": ExampleMachines.withFindings
            default: (ExampleMachines.awkward, [])
            }
        try GoldenFile.check(MarkdownExporter.markdown(for: machine, findings: findings), against: "\(name).md", in: GoldenFile.directory())
    }

    @Test func everyTableRowHasTheHeadersColumnCount() {
        let markdown = MarkdownExporter.markdown(for: ExampleMachines.awkward)
        var columns: Int?
        for line in markdown.split(separator: "\n") {
            guard line.hasPrefix("|") else {
                columns = nil
                continue
            }
            let count = Self.unescapedPipes(in: line)
            if let columns { #expect(count == columns, "\(line)") } else { columns = count }
        }
    }

    static func unescapedPipes(in line: Substring) -> Int {
        var count = 0
        var escaped = false
        for character in line {
            if character == "|", !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }

    @Test func inheritedRowsAreMarked() {
        let markdown = MarkdownExporter.markdown(for: ExampleMachines.turnstile)
        #expect(markdown.contains("| Alarming | `Reset` *(inherited from Resetable)* |  | Locked | `alarmOff`, `lock` |"))
    }

    @Test func computedTargetsSayWhatComputesThem() {
        var machine = Machine(name: "Router", location: ExampleMachines.at(1), initial: ExampleMachines.ref("A"), dialect: "swiftfsm")
        machine.addState(
            State(
                name: "A", location: ExampleMachines.at(2),
                transitions: [
                    Transition(event: ExampleMachines.ref("go"), target: nil, location: ExampleMachines.at(3), computedTarget: "next()")
                ]))
        let markdown = MarkdownExporter.markdown(for: machine)
        #expect(markdown.contains("| A | `go` |  | *(computed:* `next()`*)* |  |"))
        #expect(markdown.contains("| A | *(computed:* `next()`*)* |"))
    }

    @Test func largeMatricesAreLeftOutWithAReason() {
        let markdown = MarkdownExporter.markdown(for: ExampleMachines.chain(3_000))
        #expect(markdown.contains("Left out: 3000 states × 4 events"))
    }
}
