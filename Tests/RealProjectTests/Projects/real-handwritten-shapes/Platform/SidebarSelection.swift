import SwiftUI

enum SidebarPane {
    case library
    case search
    case settings
}

// One declaration per platform: each build has its own machine. On iOS, `settings` is never left.
#if os(iOS)
final class SidebarSelection {
    private var pane: SidebarPane = .library

    func next() {
        switch pane {
        case .library: pane = .search
        case .search: pane = .settings
        case .settings: break
        }
    }
}
#else
final class SidebarSelection {
    func next() {
        switch pane {
        case .library: pane = .search
        case .search: pane = .settings
        case .settings: pane = .library
        }
    }

    private var pane: SidebarPane = .library
}
#endif
