import Foundation

final class Analytics {
    func observe(_ machine: AnyObject) {}
}
