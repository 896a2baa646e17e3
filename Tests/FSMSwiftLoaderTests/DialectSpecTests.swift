import FSMChecker
import FSMDiagnostics
import Foundation
import Testing

@testable import FSMSwiftLoader

/// The README examples of Stated, RxAutomaton and SwiftState in `Specs/` load without skipping
/// anything, as the dialect they are written in, with no checker errors, and match their golden models.
@Suite struct DialectSpecTests {
    @Test(arguments: [
        ("StatedLogin", "stated"), ("StatedLongForm", "stated"), ("StatedEnums", "stated"),
        ("RxAutomatonLogin", "rxautomaton"), ("RxAutomatonPlayer", "rxautomaton"),
        ("SwiftStateEditor", "swiftstate"), ("SwiftStateTimer", "swiftstate"),
    ])
    func specsReadCleanlyAndMatchTheirGoldenModels(name: String, dialect: String) throws {
        let url = repositoryRoot().appendingPathComponent("Specs/\(name).swift")
        let result = SwiftLoader().load([SourceFile(path: "Specs/\(name).swift", text: try String(contentsOf: url, encoding: .utf8))])
        #expect(result.diagnostics.isEmpty, "\(warnings(result))")
        let machine = try #require(result.machines.first)
        #expect(result.machines.map(\.dialect) == [dialect])
        #expect(machine.initial != nil)
        #expect(Checker().check(machine).filter { $0.severity == .error }.isEmpty)
        #expect(try matchesGolden(ModelDump.text(of: result.machines), named: "\(name).txt"))
    }
}
