import FSMChecker
import FSMTestPlans
import FSMTestSupport
import Foundation
import Testing

/// The plan files `fsmcheck tests` writes, from the library; the command's own tests (fsmcheckTests)
/// compare whole files with golden ones.
@Suite struct TestPlanFormatTests {
    static let plan = TestPlanner(ExampleMachines.turnstile).plan()

    @Test(arguments: TestPlanFormat.allCases)
    func everyFormatIsDeterministicAndNamesTheMachine(format: TestPlanFormat) {
        let text = format.text(of: Self.plan, relativePath: { $0 })
        #expect(text == format.text(of: Self.plan, relativePath: { $0 }))
        #expect(text.contains("Turnstile"))
    }

    @Test func jsonListsEveryPath() throws {
        let text = TestPlanFormat.json.text(of: Self.plan, relativePath: { $0 })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(!Self.plan.paths.isEmpty)
        #expect((object["paths"] as? [Any])?.count == Self.plan.paths.count)
    }
}
