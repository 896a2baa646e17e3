import FSMDiagnostics
import FSMModel
import FSMSpecLoader

/// Loads `text` as the file `test.fsm`.
func load(_ text: String, path: String = "test.fsm") -> LoadResult {
    SpecLoader().load(SourceFile(path: path, text: text))
}

/// The one machine in `text`, asserting nothing; `nil` when none was read.
func loadMachine(_ text: String) -> Machine? {
    load(text).machines.first
}

/// `line:column message [rule]` for each diagnostic, for compact exact expectations.
func summaries(_ text: String) -> [String] {
    load(text).diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message) [\($0.ruleID)]" }
}

extension Machine {
    func state(_ name: String) -> State? {
        id(named: name).map { self[$0] }
    }
}

func at(_ line: Int, _ column: Int, file: String = "test.fsm") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}
