import FSMChecker
import FSMConfiguration
import FSMDiagnostics
import FSMExporters

/// Every rule fsmcheck can report, from every loader, the checker and the renderer, each once.
///
/// `fsmcheck rules`, `fsmcheck explain` and the example tests all read this list, so a rule
/// added anywhere appears everywhere.
public enum RuleCatalog {
    public static let all: [RuleDescription] = {
        let sources =
            [CommonRules.parseError, CommonRules.unsupportedFormat] + Workspace.loaders.flatMap(\.rules) + Checker.rules + RenderRules.all
            + ExportRules.all + SuppressionRules.all + ConfigurationRules.all
        var seen: Set<String> = []
        return sources.filter { seen.insert($0.id).inserted }
    }()

    public static func rule(id: String) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
