import Testing

/// A property's projected value (`$current`) handed to a method: a binding's method hands the
/// binding on to whatever writes it, a `@Published` property's publisher only reads it.
@Suite struct HandWrittenProjectionTests {
    /// `Picker(selection: $current.onSet { reload() })`: the picker writes every case through the
    /// binding the method returns, so the checks that need every write are not made.
    @Test func aBindingHandedToAMethodIsAWriterOutOfSight() {
        let source = """
            import SwiftUI
            enum Sheet: CaseIterable { case words, blocked, swaps }
            extension Binding {
                func onSet(_ action: @escaping () -> Void) -> Binding { self }
            }
            struct Editor: View {
                @State var current: Sheet = .words
                var body: some View {
                    Picker("", selection: $current.onSet { reload() }) { Text("") }
                        .onDisappear { current = .words }
                }
                func reload() {
                    switch current {
                    case .words: print("w")
                    case .blocked, .swaps: print("other")
                    }
                }
            }
            """
        let findings = HandWrittenLimitTests.findings(source)
        #expect(!findings.contains { $0.contains("error") || $0.contains("warning") })
        #expect(findings.contains { $0.contains("`$current` binds it to code that may write it") })
    }

    /// `$phase.removeDuplicates().sink`, `$phase.regulate(…)`: a `@Published` property's publisher,
    /// read, not written, so the checks still run.
    @Test func aPublishersMethodIsARead() {
        let source = """
            import Combine
            enum Phase { case idle, running, orphan }
            final class Runner: ObservableObject {
                @Published private(set) var phase: Phase = .idle
                private var watching: AnyCancellable?
                func start() { if phase == .idle { phase = .running } }
                func stop() { if phase == .running { phase = .idle } }
                func watch() { watching = $phase.regulate().sink { print($0) } }
            }
            extension Publisher { func regulate() -> Self { self } }
            """
        #expect(HandWrittenLimitTests.findings(source) == ["2 error unreachable-state: state `orphan` can never be entered"])
    }

    /// `.assign(to: &$screen)` at the end of a pipeline: the publisher handed on `inout` is how the
    /// pipeline writes the property, a writer out of sight whose values are not read, so the checks
    /// that need every write are not made (they reported every case it picks unreachable).
    @Test func aPipelineAssignedToThePublisherIsAWriterOutOfSight() {
        let source = """
            import Combine
            enum Screen { case loading, empty, list, offline }
            final class Shelf: ObservableObject {
                @Published var screen: Screen = .loading
                private let items = CurrentValueSubject<[Int], Never>([])
                init() {
                    items.map { $0.isEmpty ? Screen.empty : Screen.list }.assign(to: &$screen)
                }
                func retry() { if screen == .offline { screen = .loading } }
            }
            """
        #expect(
            HandWrittenLimitTests.findings(source) == [
                "7 note not-visible: `Shelf.screen` may be written where fsmcheck cannot see (`&$screen` hands it to a pipeline that writes it); unreachable-state, dead-end and trap were not checked"
            ])
        let read = source.replacingOccurrences(of: ".assign(to: &$screen)", with: ".sink { print($0) }")
        #expect(read != source)
        // Only read, the pipeline leaves every case but the first and the one `retry()` goes to unentered.
        #expect(
            HandWrittenLimitTests.findings(read) == [
                "2 warning dead-end: state `loading` is a dead end: once entered, it is never left",
                "2 error unreachable-state: state `empty` can never be entered", "2 error unreachable-state: state `list` can never be entered",
                "2 error unreachable-state: state `offline` can never be entered",
            ])
    }

    /// `Picker(selection: $model.filter)`: a property whose name is also a publisher's operator
    /// (`filter`, `map`) is bound, not filtered, where nothing calls it.
    @Test func aBindingToAPropertyNamedLikeAnOperatorIsAWriterOutOfSight() {
        let source = """
            import SwiftUI
            enum Shelf { case all, liked, hidden }
            final class Library: ObservableObject {
                @Published var filter: Shelf = .all
                func like() { if filter == .all { filter = .liked } }
                func refresh() { switch filter { case .all: print("a"); case .liked, .hidden: print("b") } }
            }
            struct LibraryScreen: View {
                @ObservedObject var model: Library
                var body: some View { Picker("", selection: $model.filter) { Text("") } }
            }
            """
        let findings = HandWrittenLimitTests.findings(source)
        #expect(!findings.contains { $0.contains("error") || $0.contains("warning") })
        #expect(findings.contains { $0.contains("`$model.filter` binds it to code that may write it") })
        let filtered = source.replacingOccurrences(of: "selection: $model.filter", with: "selection: .constant(.all)")
            .replacingOccurrences(of: "{ Text(\"\") }", with: "{ Text(\"\") }.onReceive(model.$filter.filter { $0 == .all }) { _ in }")
        #expect(filtered != source)
        #expect(HandWrittenLimitTests.findings(filtered).contains("2 error unreachable-state: state `hidden` can never be entered"))
    }
}
