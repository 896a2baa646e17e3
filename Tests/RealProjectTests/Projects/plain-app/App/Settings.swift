import Foundation

struct Settings: Codable {
    enum Theme: String, Codable, CaseIterable { case system, light, dark }

    var theme: Theme = .system
    var fontScale: Double = 1

    mutating func apply(_ theme: Theme) {
        self.theme = theme
    }

    mutating func reset() {
        theme = .system
        fontScale = 1
    }
}
