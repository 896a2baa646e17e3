import FSMModel

/// A witness step as every JSON output writes it (lint's JSON report, `path --format json`), so
/// that a script reads one shape: in `state`, `event` arrives with the predicate values and
/// conditions in `guard`, and the transition written at `location` goes to `to`.
public struct WitnessStepJSON: Encodable, Sendable {
    public var state: String
    public var event: String?
    public var `guard`: [String]
    public var to: String?
    public var location: LocationJSON
    /// The states active after the step (`path`), when that is asked for.
    public var active: [String]?
    /// Set on the last step of a clash's witness (lint): the event under which both transitions fire.
    public var clashes: Bool?

    /// `file` is the step's file as the output shows it (relative to the current folder, say).
    public init(_ step: Witness.Step, file: String? = nil, active: [String]? = nil, clashes: Bool? = nil) {
        state = step.state
        event = step.event
        self.guard = step.values + step.conditions
        to = step.target
        location = LocationJSON(step.location, file: file)
        self.active = active
        self.clashes = clashes
    }
}

/// A source position in the JSON outputs: `file`, `line`, `column`.
public struct LocationJSON: Encodable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(_ location: SourceLocation, file: String? = nil) {
        self.file = file ?? location.file
        line = location.line
        column = location.column
    }
}
