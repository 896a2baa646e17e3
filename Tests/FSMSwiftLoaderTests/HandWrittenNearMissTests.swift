import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Code that looks like a machine and is none, met on public apps: a helper mapping one value of an
/// enum to another, an optional configured once, an enum whose own methods only count while a
/// property holding it is the machine.
@Suite struct HandWrittenNearMissTests {
    static func findings(_ source: String) -> [String] { HandWrittenLimitTests.findings(source) }

    /// `(Command, Selection) -> Command` that maps a value with the help of another is no reducer:
    /// nothing it is given besides the value is matched.
    @Test func aMappingHelperIsNoReducer() {
        let source = """
            enum Command { case copy, paste, pin, unpin, share }
            protocol Selection { var allPinned: Bool { get } }
            enum Commands {
                static func shown(command: Command, for selection: Selection) -> Command {
                    if command == .pin { return selection.allPinned ? .unpin : .pin }
                    return command
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        let reducer = source.replacingOccurrences(of: "selection.allPinned ? .unpin : .pin", with: ".unpin")
            .replacingOccurrences(of: "static func shown(command: Command, for selection: Selection)", with: "static func reduce(command: Command, for selection: Selection)")
        #expect(HandWrittenLimitTests.machineNames(reducer) == ["Commands.reduce"])
    }

    /// `guard look == nil else { return }; look = next`: every move leaves `nil`, so the value is
    /// configured once, never moved; no dead end is reported for each look.
    @Test func anOptionalSetOnceIsNoMachine() {
        let source = """
            final class Card {
                enum Look { case compact, wide, tall }
                private(set) var look: Look?
                func configure(look: Look) {
                    guard self.look == nil else { return }
                    self.look = look
                }
            }
            final class Feed {
                let card = Card()
                init() { card.configure(look: .tall) }
                func prepare() { card.configure(look: .compact) }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        let resettable = source.replacingOccurrences(of: "func prepare()", with: "func reset() { card.clear() }\n    func prepare()")
            .replacingOccurrences(of: "    func configure(look: Look) {", with: "    func clear() { look = nil }\n    func configure(look: Look) {")
        #expect(
            Self.findings(resettable) == ["2 error unreachable-state: state `wide` can never be entered"],
            "with a way back to nil it is a machine, and the look no one sets is reported")
    }

    /// An enum a property holds is that property's machine: the enum's own `mutating func` moves the
    /// property where it is called on it, and the owner's writes move it too.
    @Test func anEnumAPropertyHoldsIsThePropertysMachine() throws {
        let source = """
            final class Link {
                enum Health: Equatable {
                    case starting, down, up(count: Int)
                    mutating func bump() {
                        switch self {
                        case .starting, .down: self = .up(count: 1)
                        case let .up(count): self = .up(count: count + 1)
                        }
                    }
                }
                var health: Health = .starting
                func failed() { health = .down }
                func received() { health.bump() }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Link.health"])
        #expect(Self.findings(source).isEmpty)
    }
}
