import FSMDiagnostics
public enum GraphvizRenderer { public static let rules: [RuleDescription] = [] }
