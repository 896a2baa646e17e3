import ArgumentParser
import FSMDiagnostics
import FSMPipeline

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List every rule with its id, default severity and summary.")

    @Flag(help: "Print the full rule reference as Markdown (Docs/Rules.md).")
    var markdown = false

    func run() {
        if markdown {
            Terminal.write(RuleReference.markdown(for: RuleCatalog.all))
            return
        }
        let width = RuleCatalog.all.map(\.id.count).max() ?? 0
        var text = ""
        for rule in RuleCatalog.all {
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = (rule.isOptIn ? "off" : rule.defaultSeverity.rawValue).padding(toLength: 7, withPad: " ", startingAt: 0)
            text += "\(id)  \(severity)  \(rule.summary)\n"
        }
        Terminal.write(text)
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Explain a rule: why it matters, with a triggering and a passing example.")

    @Argument(help: "The rule id, e.g. unreachable-state (see `fsmcheck rules`).")
    var rule: String

    func validate() throws {
        guard RuleCatalog.rule(id: rule) != nil else {
            let hint = NameSuggestion.hint(for: rule, in: RuleCatalog.all.map(\.id)).map { " (\($0))" } ?? ""
            throw ValidationError("unknown rule `\(rule)`\(hint); `fsmcheck rules` lists them all")
        }
    }

    func run() {
        guard let description = RuleCatalog.rule(id: rule) else { return }
        Terminal.write(RuleExplanation.text(for: description))
    }
}
