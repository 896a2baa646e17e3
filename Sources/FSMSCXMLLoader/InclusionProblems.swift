import FSMDiagnostics
import FSMModel

/// What a `<state src="…">` says when the content it names is not read (`SCXMLInclusion`): a file
/// outside the run is a limit of the run, a note; the others are faults of the documents, for
/// Commons SCXML refuses them or reads them in a way nobody means.
enum InclusionProblems {
    /// `file` is `src` without its `#id`.
    static func notInRun(_ src: String, file: String, state: String, at location: SourceLocation) -> Diagnostic {
        let dialect = SourceFile.fileExtension(of: file) == "scxml" ? "" : " (name it, with `--dialect scxml`, as it does not end in `.scxml`)"
        return diagnostic(
            CommonRules.notVisible,
            "state `\(state)` takes its content from `\(src)`, which is not a file of this run: what it holds was not checked",
            state: state, at: location,
            hint: "lint `\(file)` together with this file to have it checked\(dialect)")
    }

    static func includesItself(_ src: String, state: String, at location: SourceLocation) -> Diagnostic {
        diagnostic(
            SCXMLRules.invalidStructure, "state `\(state)` includes `\(src)`, from a file it is itself part of: the inclusion never ends",
            state: state, at: location,
            hint: "include a part that does not hold this state (`file#id`), or move what both need into a file of its own")
    }

    static func includedTwice(_ src: String, state: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        var found = diagnostic(
            SCXMLRules.invalidStructure, "state `\(state)` includes `\(src)` again: its states would be defined twice",
            state: state, at: location,
            hint: "ids are unique in a machine, and Commons SCXML sends every transition to one into its last copy; include the states once")
        found.notes = [Note("first included here", at: first)]
        return found
    }

    /// Why the file a `src` names holds nothing to include.
    enum Content: Error {
        case notSCXML
        case noSuchState(String)
        case otherKind(String, kind: String)

        func diagnostic(_ src: String, including element: XMLElementTree.Element, at location: SourceLocation) -> Diagnostic {
            let rule = SCXMLRules.invalidStructure
            let state = element.stateName
            switch self {
            case .notSCXML:
                return InclusionProblems.diagnostic(
                    rule, "`\(src)` holds no `<scxml>` document to include", state: state, at: location,
                    hint: "`src` names an SCXML document, or one of its states after `#`")
            case .noSuchState(let id):
                return InclusionProblems.diagnostic(
                    rule, "`\(src)` names no state `\(id)` of that file", state: state, at: location,
                    hint: "after `#`, write the id of a `<state>` or `<parallel>` of that file")
            case .otherKind(let id, let kind):
                return InclusionProblems.diagnostic(
                    rule, "`\(id)` is a `<\(kind)>`, and a `<\(element.name)>` takes only the content of a `<\(element.name)>`", state: state,
                    at: location, hint: "include a `<\(element.name)>`, as Commons SCXML requires")
            }
        }
    }

    private static func diagnostic(_ rule: RuleDescription, _ message: String, state: String, at location: SourceLocation, hint: String) -> Diagnostic
    {
        rule.diagnostic(message, at: location, hint: hint, subject: Diagnostic.Subject(states: [state]))
    }
}
