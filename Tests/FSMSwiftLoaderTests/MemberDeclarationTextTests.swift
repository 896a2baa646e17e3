import FSMDiagnostics
import Testing

@testable import FSMSwiftLoader

/// A method looked up by name is searched for only in files whose text may declare it; a file
/// that only uses the name is never parsed again for it, and a file that declares it is never
/// passed over.
struct MemberDeclarationTextTests {
    @Test(arguments: [
        "func next() -> State { .a }",
        "static func next(after state: State) -> State { state }",
        "var next: State { .a }",
        "private   var\n    next: State { .a }",
        "var `next`: State { .a }",
        "func /* the step */ next() -> State { .a }",
    ])
    func aDeclarationIsSeen(_ text: String) {
        #expect(ParsedSwiftFile(SourceFile(path: "Step.swift", text: text)).mayDeclareMember(named: "next"))
    }

    @Test(arguments: [
        "let value = step.next()",
        "state = next",
        "func nextStep() -> State { .a }",
        "var upnext: State { .a }",
        "// next",
        "",
    ])
    func aUseIsNotADeclaration(_ text: String) {
        #expect(!ParsedSwiftFile(SourceFile(path: "Use.swift", text: text)).mayDeclareMember(named: "next"))
    }
}
