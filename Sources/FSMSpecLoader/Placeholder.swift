import FSMDiagnostics
public struct SpecLoader: MachineLoader { public init() {}; public var fileExtensions: [String] { ["fsm"] }; public var rules: [RuleDescription] { [] }; public func load(_ files: [SourceFile]) -> LoadResult { LoadResult() } }
