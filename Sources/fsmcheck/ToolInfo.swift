import FSMReporters

/// How fsmcheck names itself to other tools (SARIF's `tool.driver`).
enum ToolInfo {
    static let homepage = "https://github.com/fsmcheck/fsmcheck"

    static var sarifTool: SARIFReporter.Tool {
        SARIFReporter.Tool(
            name: "fsmcheck",
            version: FSMCheckCommand.configuration.version,
            informationURI: homepage,
            ruleHelpBaseURI: homepage + "/blob/main/Docs/Rules.md#"
        )
    }
}
