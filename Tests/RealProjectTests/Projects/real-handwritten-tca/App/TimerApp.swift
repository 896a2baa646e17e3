import ComposableArchitecture
import SwiftUI

@main
struct TimerApp: App {
    let store = Store(initialState: AppFeature.State.launching) {
        AppFeature()._printChanges()
    }

    var body: some Scene {
        WindowGroup { AppView(store: store) }
    }
}

#Preview("Onboarding") {
    AppView(store: Store(initialState: .onboarding) { AppFeature() })
}
