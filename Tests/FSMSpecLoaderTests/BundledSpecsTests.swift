import FSMDiagnostics
import FSMModel
import FSMSpecLoader
import Foundation
import Testing

/// The specs in `Specs/` are what a newcomer runs first: every one must load without a loader
/// diagnostic (the broken one's findings are the checker's to report).
@Suite struct BundledSpecsTests {
    static let specsDirectory = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Specs")

    static let specNames: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: specsDirectory.path()))?
        .filter { $0.hasSuffix(".fsm") }.sorted() ?? []

    static func loadSpec(_ name: String) throws -> LoadResult {
        let path = specsDirectory.appending(path: name).path()
        return SpecLoader().load(SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8)))
    }

    @Test func theExpectedSpecsAreBundled() {
        #expect(
            Self.specNames == [
                "app-launcher.fsm", "broken.fsm", "checkout.fsm", "gif-loader.fsm", "keyboard.fsm", "turnstile-alarming.fsm",
                "turnstile-entry-exit.fsm", "turnstile-hierarchical.fsm", "turnstile-predicates.fsm",
                "turnstile-superstate.fsm", "turnstile.fsm", "user-login.fsm",
            ])
    }

    @Test(arguments: specNames)
    func loadsWithoutLoaderDiagnostics(name: String) throws {
        let result = try Self.loadSpec(name)
        #expect(result.diagnostics.map { "\($0.location): \($0.message)" } == [])
        #expect(result.machines.count == 1)
        #expect(result.machines.first?.declaredEvents != nil)
    }

    @Test func shapesOfTheStatecharts() throws {
        let keyboard = try #require(try Self.loadSpec("keyboard.fsm").machines.first)
        #expect(keyboard.state("Operating")?.kind == .orthogonal)
        #expect(keyboard.state("NumericKeypad")?.kind == .composite)
        #expect(keyboard.state("Unplugged")?.kind == .final)
        let hierarchical = try #require(try Self.loadSpec("turnstile-hierarchical.fsm").machines.first)
        #expect(hierarchical.state("Functioning")?.children.count == 2)
        let login = try #require(try Self.loadSpec("user-login.fsm").machines.first)
        #expect(login.state("Global")?.kind == .abstract)
        #expect(login.states.filter { $0.superStates.map(\.name) == ["Global"] }.count == 4)
        let predicates = try #require(try Self.loadSpec("turnstile-predicates.fsm").machines.first)
        #expect(predicates.predicateTypes.map(\.name) == ["Enforcement", "Reward"])
    }
}
