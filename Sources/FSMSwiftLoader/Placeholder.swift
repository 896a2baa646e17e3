import FSMDiagnostics
public struct SwiftLoader: MachineLoader { public init() {}; public var fileExtensions: [String] { ["swift"] }; public var rules: [RuleDescription] { [] }; public func load(_ files: [SourceFile]) -> LoadResult { LoadResult() } }
