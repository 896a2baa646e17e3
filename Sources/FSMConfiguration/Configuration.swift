import FSMDiagnostics
import Foundation

/// What a team decided about its lint runs, read from `.fsmcheck.yml`: which files, which
/// rules at which severity, which notations.
///
/// The default (no file) lints everything with every rule at its default severity and opt-in
/// rules off, so a configuration only ever records departures from that.
public struct Configuration: Hashable, Sendable {
    /// The folder globs are relative to: the configuration file's folder.
    public var baseDirectory: String
    /// Globs a walked file must match (any one); empty means every file.
    public var include: [Glob]
    /// Globs that remove walked files even when included.
    public var exclude: [Glob]
    /// Per-rule severity overrides; `.off` removes the rule's findings.
    public var ruleSettings: [String: RuleSetting]
    /// Opt-in rules turned on at their default severity.
    public var enabledOptInRules: Set<String>
    /// The source notations to read, by file extension (`fsm`, `swift`); `nil` means all.
    public var dialects: Set<String>?
    /// Where the configuration was read from, for messages; `nil` for the default.
    public var path: String?
    /// `render:`: limits on drawing one machine.
    public var render = RenderSettings()
    /// `final-states:`: names of states meant to end their machine, for notations that cannot say
    /// so (SwiftState, SwiftFSM, Tinder, reducers): a flow's `complete` is no dead end.
    public var finalStates: Set<String> = []
    /// `lint-vendored:`: report the machines of vendored folders (`Pods/`, `Carthage/Checkouts/`,
    /// `SourcePackages/`, `vendor/`, …) too; by default their declarations are read and their
    /// machines left to their authors.
    public var lintsVendoredCode = false
    /// `properties:`: what machines must do, by machine name or glob.
    public var machineProperties: [MachineProperties] = []

    public init(
        baseDirectory: String,
        include: [Glob] = [],
        exclude: [Glob] = [],
        ruleSettings: [String: RuleSetting] = [:],
        enabledOptInRules: Set<String> = [],
        dialects: Set<String>? = nil,
        path: String? = nil
    ) {
        self.baseDirectory = baseDirectory
        self.include = include
        self.exclude = exclude
        self.ruleSettings = ruleSettings
        self.enabledOptInRules = enabledOptInRules
        self.dialects = dialects
        self.path = path
    }

    /// Whether a file found by walking a folder is to be linted; `path` is absolute.
    public func includes(absolutePath path: String) -> Bool {
        let prefix = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
        let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }

    /// The severity a rule's findings are reported at, or `nil` when the rule is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        switch ruleSettings[rule.id] {
        case .off: nil
        case .severity(let severity): severity
        case nil: rule.isOptIn && !enabledOptInRules.contains(rule.id) ? nil : rule.defaultSeverity
        }
    }
}

/// `render:` in `.fsmcheck.yml`: how long drawing one machine may take and how much memory its
/// render worker may use; nil keeps fsmcheck's default. The command line's options override them.
public struct RenderSettings: Hashable, Sendable {
    /// `time-limit`: seconds per 100 states.
    public var secondsPerHundredStates: Double?
    /// `memory-limit`: megabytes.
    public var memoryMegabytes: Int?

    public init(secondsPerHundredStates: Double? = nil, memoryMegabytes: Int? = nil) {
        self.secondsPerHundredStates = secondsPerHundredStates
        self.memoryMegabytes = memoryMegabytes
    }
}

/// What a configuration says about one rule.
public enum RuleSetting: Hashable, Sendable {
    case severity(Severity)
    case off
}

extension Configuration {
    /// No configuration file: everything under the working directory, default severities.
    public static var standard: Configuration {
        Configuration(baseDirectory: FileManager.default.currentDirectoryPath)
    }
}
