import FSMChecker
import FSMDiagnostics
import FSMModel
import FSMSCXMLLoader
import FSMSMCLoader
import Foundation
import Testing

/// Runs the loaders and the checker over test data other projects wrote (`Data/`, a copy of
/// `shared/conformance/`; see `Data/README.md` for sources and licences) and compares with what
/// that data says a static checker must find.
///
/// A file agrees when fsmcheck's findings equal the expectation exactly. A disagreement fails the
/// test unless it is listed in `documentedDifferences` with the reason fsmcheck differs.
@Suite struct ConformanceTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data")

    /// Files where fsmcheck knowingly finds something else than the expectation, and why: none.
    static let documentedDifferences: [String: String] = [:]

    /// Where fsmcheck's dead ends knowingly differ from the analysis' syntactic ones, and why.
    static let deadEndDifferences: [String: String] = [
        "scion_history_history4.scxml": leftThroughASiblingRegion,
        "scion_history_history5.scxml": leftThroughASiblingRegion,
    ]

    private static let leftThroughASiblingRegion = """
        a leaf in a parallel region is left when another region's transition leaves the parallel \
        state, so fsmcheck does not call it a dead end; the analysis looks only at the leaf and its ancestors
        """

    /// W3C and SCION SCXML tests: the exact unreachable-state lists of `scxml/analysis.json`.
    @Test func scxmlUnreachableStatesAgree() throws {
        try compareUnreachableStates(folder: "scxml", label: "SCXML files", row: "exact unreachable-state lists")
    }

    /// Dead ends: the analysis lists non-final leaves with no transition on themselves or an
    /// ancestor; those that are also reachable are what the `dead-end` rule must report.
    @Test(arguments: [("scxml", nil), ("sismic", "derived_scxml")] as [(String, String?)])
    func deadEndsAgree(folder: String, subfolder: String?) throws {
        let row = folder == "scxml" ? "reachable dead ends" : Self.sismicRow
        try compare(folder: folder, subfolder: subfolder, label: "\(folder) files (dead ends)", row: row, differences: Self.deadEndDifferences) {
            expected in
            Array(Set(expected.deadEnds).subtracting(expected.unreachableStates))
        } found: { machine in
            Checker().check(machine).filter { $0.ruleID == "dead-end" }.flatMap(\.subject.states)
        }
    }

    /// Shadowed transitions: the analysis lists, once per transition that never fires because an
    /// earlier unconditional one of the same state and event fires first, `state: event=name` (or
    /// `event=(eventless)`); the `shadowed-transition` rule must report exactly those.
    @Test(arguments: [("scxml", nil), ("sismic", "derived_scxml")] as [(String, String?)])
    func shadowedTransitionsAgree(folder: String, subfolder: String?) throws {
        let row = folder == "scxml" ? "shadowed same-event transitions" : Self.sismicRow
        try compare(folder: folder, subfolder: subfolder, label: "\(folder) files (shadowed transitions)", row: row, differences: [:]) { expected in
            expected.shadowedTransitions
        } found: { machine in
            Checker().check(machine).filter { $0.ruleID == "shadowed-transition" }.map { finding in
                "\(finding.subject.states.joined()): event=\(finding.subject.event ?? "(eventless)")"
            }
        }
    }

    /// sismic's valid charts, through the structural SCXML conversion in `sismic/derived_scxml`
    /// (fsmcheck has no sismic YAML reader yet): the unreachable-state lists of `sismic/analysis.json`.
    @Test func sismicChartsAgree() throws {
        try compareUnreachableStates(folder: "sismic", subfolder: "derived_scxml", label: "sismic charts (derived SCXML)", row: Self.sismicRow)
    }

    /// What CC_SMC's semantic analyser reports, and the fsmcheck rule that reports the same.
    /// `inherits-concrete-state` stands for CC_SMC accepting any state as a super state: fsmcheck
    /// must not report it on SMC. (CC_SMC's UNUSED_STATE of a concrete state is weaker than
    /// `unreachable-state`, which is not compared.)
    static let ccsmcProblems: [String: String] = [
        "NO_FSM": "smc-missing-header", "NO_INITIAL": "missing-initial", "INVALID_HEADER": "parse-error",
        "EXTRA_HEADER_IGNORED": "parse-error", "UNDEFINED_STATE": "undefined-state", "UNDEFINED_SUPER_STATE": "undefined-state",
        "UNUSED_STATE (abstract)": "unused-superstate", "DUPLICATE_TRANSITION": "duplicate-transition",
        "ABSTRACT_STATE_USED_AS_NEXT_STATE": "abstract-target", "INCONSISTENT_ABSTRACTION": "smc-inconsistent-state",
        "STATE_ACTIONS_MULTIPLY_DEFINED": "smc-conflicting-state-actions", "CONFLICTING_SUPERSTATES": "conflicting-superstates",
        "(any state may be a super state)": "inherits-concrete-state",
    ]

    /// Uncle Bob's SMC examples: CC_SMC reports no semantic error or warning on any of them, so
    /// fsmcheck must report none of the problems CC_SMC knows (it may report more: reachability, dead ends).
    @Test func smcExamplesAgreeWithCCSMC() throws {
        let folder = Self.data.appendingPathComponent("smc-uncle-bob")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sm") }.sorted()
        let ccsmcRules = Set(Self.ccsmcProblems.values)
        var agreeing = 0
        for file in files {
            let source = SourceFile(path: file, text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            let observed = try String(
                contentsOf: folder.appendingPathComponent(file.replacingOccurrences(of: ".sm", with: ".observed.txt")), encoding: .utf8)
            #expect(observed.contains("SYNTAX_ERRORS 0") && observed.contains("SEMANTIC_ERRORS 0") && observed.contains("WARNINGS 0"), "\(file)")
            let result = SMCLoader().load([source])
            let findings = result.diagnostics + result.machines.flatMap { Checker().check($0) }
            let disagreements = findings.filter { ccsmcRules.contains($0.ruleID) }
            #expect(disagreements.isEmpty, "\(file): \(disagreements.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
            if disagreements.isEmpty { agreeing += 1 }
        }
        print("conformance: \(agreeing)/\(files.count) SMC files agree with CC_SMC")
        #expect(files.count == 8)
        Self.expectDocumented("\(agreeing)/\(files.count)", row: "SMC files (Uncle Bob's examples)")
    }

    private func compareUnreachableStates(folder: String, subfolder: String? = nil, label: String, row: String) throws {
        try compare(folder: folder, subfolder: subfolder, label: label, row: row, differences: Self.documentedDifferences) { expected in
            expected.unreachableStates
        } found: { machine in
            Checker().check(machine).filter { $0.ruleID == "unreachable-state" }.flatMap(\.subject.states)
        }
    }

    /// Loads every SCXML file of `folder`, checks it, and compares one list of names, in any order,
    /// with the expectation in the folder's `analysis.json`, printing the agreement and expecting
    /// the figure `Docs/Conformance.md` gives in `row`.
    private func compare(
        folder: String, subfolder: String? = nil, label: String, row: String, differences: [String: String],
        expected expectedNames: (StaticAnalysis) -> [String], found foundNames: (Machine) -> [String]
    ) throws {
        let base = Self.data.appendingPathComponent(folder)
        let directory = subfolder.map { base.appendingPathComponent($0) } ?? base
        let analysis = try JSONDecoder().decode([String: StaticAnalysis].self, from: Data(contentsOf: base.appendingPathComponent("analysis.json")))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".scxml") }.sorted()
        var agreeing = 0
        var documented: [String] = []
        for file in files {
            let analysisEntry = try #require(analysis[file], "\(file) has no expectation")
            let source = SourceFile(path: file, text: try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8))
            let result = SCXMLLoader().load([source])
            let machine = try #require(result.machines.first, "\(file): \(result.diagnostics)")
            let expected = expectedNames(analysisEntry).sorted()
            let found = foundNames(machine).sorted()
            if found == expected {
                agreeing += 1
            } else if let reason = differences[file] {
                documented.append("\(file): expected \(expected), found \(found): \(reason)")
            } else {
                Issue.record("\(file): expected \(expected), found \(found)")
            }
        }
        print("conformance: \(agreeing)/\(files.count) \(label) agree, \(documented.count) documented differences")
        for line in documented { print("  " + line) }
        Self.expectDocumented("\(agreeing)/\(files.count)" + (documented.isEmpty ? "" : " (\(documented.count) documented differences"), row: row)
    }

    /// The row of `Docs/Conformance.md`'s table on the sismic charts, which gives one figure for all three comparisons.
    static let sismicRow = "sismic statecharts (via their SCXML skeletons)"

    /// `Docs/Conformance.md` quotes the agreement of every comparison: the table row that mentions
    /// `row` must give `figure`.
    static func expectDocumented(_ figure: String, row: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let document = data.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Docs/Conformance.md")
        let text = (try? String(contentsOf: document, encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("|") && $0.contains(row) }
        #expect(line?.contains(figure) == true, "Docs/Conformance.md: the row on \(row) must say \(figure)", sourceLocation: sourceLocation)
    }

    /// The part of an `analysis.json` entry compared here.
    private struct StaticAnalysis: Decodable {
        var unreachableStates: [String]
        var deadEnds: [String]
        var shadowedTransitions: [String]

        enum CodingKeys: String, CodingKey {
            case unreachableStates = "unreachable_static"
            case deadEnds = "dead_end_atomic_nonfinal"
            case shadowedTransitions = "shadowed_unconditional_same_event"
        }
    }
}
