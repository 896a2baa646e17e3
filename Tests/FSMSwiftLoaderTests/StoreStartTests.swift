import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// A TCA feature whose state is an enum starts where the app's `Store(initialState:)` starts it:
/// the store names the feature by the reducer it builds, by `StoreOf<Feature>` or by the value's
/// written type; a store in a preview starts only the preview.
@Suite struct StoreStartTests {
    static let feature = """
        @Reducer
        struct Checkout {
            enum State { case cart, paying, paid, refunded }
            enum Action { case pay, confirmed, refund }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .pay:
                        guard case .cart = state else { return .none }
                        state = .paying
                    case .confirmed:
                        guard case .paying = state else { return .none }
                        state = .paid
                    case .refund:
                        return .none
                    }
                    return .none
                }
            }
        }

        """

    static func findings(_ source: String) -> [String] {
        HandWrittenLimitTests.findings(source)
    }

    @Test(arguments: [
        "let store = Store(initialState: .cart) { Checkout() }",
        "let store = Store(initialState: .cart, reducer: { Checkout()._printChanges() })",
        "let store = StoreOf<Checkout>(initialState: .cart) { Checkout() }",
        "let store = Store(initialState: Checkout.State.cart) { makeReducer() }",
    ])
    func aStoreStartsTheFeaturesState(store: String) throws {
        let source = Self.feature + "struct Root { \(store) }\n"
        let machine = try HandWrittenShapeTests.machine(source, named: "Checkout.State")
        #expect(machine.initial?.name == "cart")
        #expect(
            Self.findings(source) == [
                "3 warning dead-end: state `paid` is a dead end: once entered, it is never left",
                "3 error unreachable-state: state `refunded` can never be entered",
            ])
    }

    /// Without a store the start is not known: `refunded`, which no action enters, could only be it,
    /// so it is not called a dead end.
    @Test func withoutAStoreTheStartIsNotVisible() {
        #expect(
            Self.findings(Self.feature) == [
                "3 warning dead-end: state `paid` is a dead end: once entered, it is never left",
                "10 note not-visible: the initial state of `Checkout.State` is not visible (`State` gets its first state from code that calls it, which names no case here); unreachable-state was not checked",
            ])
    }

    @Test func aPreviewsStoreStartsNothing() {
        let source =
            Self.feature + """
                #Preview { CheckoutView(store: Store(initialState: .refunded) { Checkout() }) }
                struct CheckoutPreviews: PreviewProvider {
                    static var previews: some View { CheckoutView(store: Store(initialState: .paid) { Checkout() }) }
                }
                """
        #expect(Self.findings(source) == Self.findings(Self.feature))
    }

    @Test func aStoreStartedFromARestoredValueSaysWhere() {
        let source = Self.feature + "struct Root { let store = Store(initialState: restored()) { Checkout() } }\n"
        #expect(
            Self.findings(source) == [
                "3 warning dead-end: state `paid` is a dead end: once entered, it is never left",
                "21 note not-visible: the initial state of `Checkout.State` is not visible (`Checkout.State` is started from a value computed at run time); unreachable-state was not checked",
            ])
    }
}
