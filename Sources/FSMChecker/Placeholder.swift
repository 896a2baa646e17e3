import FSMDiagnostics
import FSMModel
public struct Checker: Sendable { public init() {}; public static let rules: [RuleDescription] = []; public func check(_ m: Machine) -> [Diagnostic] { [] } }
