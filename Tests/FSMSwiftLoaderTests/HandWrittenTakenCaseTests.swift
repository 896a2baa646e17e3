import Testing

/// A case of a shared enum that this storage never names is left out of its machine when another
/// storage takes it, however that storage's machine reads the move: written by another type
/// (`store.phase = .opening`), or made by the enum's own function (`LinkPhase.from(code:)`
/// returning `.unknown`). A case nothing takes is still unreachable.
@Suite struct HandWrittenTakenCaseTests {
    static let watcher = """
        final class Watcher {
            let store: Store
            private var lastSeen: LinkPhase = .down
            init(store: Store) { self.store = store }
            func boot(alreadyUp: Bool) { if alreadyUp { lastSeen = .up } }
            func observe(code: Int) {
                if code == 0, lastSeen == .down { lastSeen = .up }
                if code == 3 { lastSeen = .down }
            }
        }
        final class Store {
            var phase: LinkPhase = .down
            func drop() { if phase == .up { phase = .down } }
        }
        """

    @Test func aCaseAnotherTypeWritesToAnotherStorageIsTakenThere() {
        let source =
            Self.watcher + """

                enum LinkPhase { case opening, up, closing, down }
                final class Driver {
                    let store = Store()
                    func open() { store.phase = .opening }
                    func close() { if store.phase == .opening { store.phase = .up } }
                }
                """
        // `opening` is the store's; `closing`, which no code enters, is unreachable in both, each
        // reported where its storage is declared (neither names it).
        #expect(
            HandWrittenLimitTests.findings(source) == [
                "3 error unreachable-state: state `closing` can never be entered", "12 error unreachable-state: state `closing` can never be entered",
            ])
    }

    @Test func aCaseTheEnumsOwnFunctionReturnsIsTaken() {
        let source =
            Self.watcher + """

                enum LinkPhase {
                    case up, down, unknown
                    static func from(code: Int) -> LinkPhase {
                        switch code {
                        case 0: return .up
                        case 1: return .down
                        default: return .unknown
                        }
                    }
                }
                """
        #expect(!HandWrittenLimitTests.findings(source).contains { $0.contains("`unknown`") })
    }

    /// A local summed up in a loop (`var summary = .none; for … { if summary == .none { summary =
    /// .up } }`) is a machine over a shared enum: the case another storage starts in is taken there;
    /// one nothing takes is unreachable.
    @Test func aLocalsSharedCasesAreTakenByOtherStorages() {
        let source = """
            enum Summary { case idle, none, dialing, up }
            final class Hub {
                var links: [Int] = []
                func changed() -> Summary {
                    var summary: Summary = .none
                    for link in links {
                        if link == 1 { summary = .dialing }
                        if link == 2, summary == .none { summary = .up }
                    }
                    return summary
                }
            }
            final class Panel {
                var shown: Summary = .idle
                var title: String { "\\(shown)" }
            }
            """
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
        let alone = source.replacingOccurrences(of: "var shown: Summary = .idle", with: "var shown: Summary = .none")
        #expect(alone != source)
        #expect(HandWrittenLimitTests.findings(alone) == ["1 error unreachable-state: state `idle` can never be entered"])
    }

    /// `fan.speed = preset.fanSpeed`, with `fan` from another type's method (its type not followed) and
    /// another type owning a `speed` too: the value's declared type (`Preset.fanSpeed: Fan.Speed`)
    /// says the write is the fan's, so the cases it may hold are not reported unused.
    @Test func aValueOfTheEnumsTypeReadFromAFieldIsHandedOn() {
        let source = """
            final class Fan {
                enum Speed { case stopped, low, high }
                var speed: Speed = .stopped
                func click() {
                    switch speed {
                    case .stopped: speed = .high
                    case .low, .high: speed = .stopped
                    }
                }
            }
            final class Car { enum Gear { case park, drive }; var speed: Gear = .park }
            struct Preset { var fanSpeed: Fan.Speed }
            final class Depot { func lease() -> Fan { Fan() } }
            final class Bedroom {
                let depot = Depot()
                func night(quiet: Bool) {
                    let preset = Preset(fanSpeed: quiet ? .low : .high)
                    let fan = depot.lease()
                    fan.speed = preset.fanSpeed
                }
            }
            """
        #expect(HandWrittenLimitTests.findings(source).allSatisfy { !$0.contains("error") })
        // A field of another type does not hand on the fan's value: the write is not the fan's.
        let other = source.replacingOccurrences(of: "var fanSpeed: Fan.Speed", with: "var fanSpeed: Car.Gear")
        #expect(other != source)
        #expect(HandWrittenLimitTests.findings(other) == ["2 error unreachable-state: state `low` can never be entered"])
    }

    /// A local remembering which phase it reported last is a machine over what its function gives
    /// it: the phases other code reports (`report(.warming)`) are used there, not unreachable here.
    @Test func aLocalLeavesOutTheCasesCallsPass() {
        let source = """
            enum Brew: Equatable { case warming, failed, pouring, idle, done }
            final class Kettle {
                private let report: (Brew) -> Void
                init(report: @escaping (Brew) -> Void) { self.report = report }
                func warm(ok: Bool) { report(.warming); if !ok { report(.failed) } }
                func pour(cups: [Int]) {
                    var lastSent: Brew? = nil
                    for cup in cups {
                        if cup > 0, lastSent != .pouring { report(.pouring); lastSent = .pouring }
                        if cup == cups.count - 1, lastSent != .done { report(.done); lastSent = .done }
                    }
                }
                deinit { report(.idle) }
            }
            """
        #expect(HandWrittenLimitTests.findings(source).allSatisfy { !$0.contains("error") })
        // A case no code uses at all is still one the local never reaches.
        let unused = source.replacingOccurrences(of: "deinit { report(.idle) }", with: "")
        #expect(unused != source)
        #expect(HandWrittenLimitTests.findings(unused).contains("1 error unreachable-state: state `idle` can never be entered"))
    }

    /// `flash(.jammed)` with `func flash(_ note: Tape) { tape = note }` in another type: the case is
    /// given to that type's storage through its helper, so it is taken there; `full`, given nowhere,
    /// is still unreachable.
    @Test func aCaseAnotherStorageIsGivenThroughAHelperIsTakenThere() {
        let source = """
            enum Tape { case idle, rolling, jammed, full }
            final class Deck {
                var tape: Tape = .idle
                func play() { if tape == .idle { tape = .rolling } }
                func stop() { if tape == .rolling { tape = .idle } }
            }
            final class Banner {
                var tape: Tape = .idle
                func warn() { flash(.jammed) }
                private func flash(_ note: Tape) { tape = note }
            }
            """
        #expect(HandWrittenLimitTests.findings(source) == ["1 error unreachable-state: state `full` can never be entered"])
    }
}
