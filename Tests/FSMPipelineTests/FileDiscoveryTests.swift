import Foundation
import Testing

@testable import FSMPipeline

/// Which files a walked folder gives: hidden and build folders and Xcode file templates are skipped, a link to a folder is
/// not followed (it could loop or leave the tree), a link to a file is read like a file.
@Suite struct FileDiscoveryTests {
    private static let machine = "machine: M\ninitial: A\nstates:\n  A: {}\n"

    @Test func walksTheTreeSkippingHiddenAndBuildFoldersAndLinkedFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "top.fsm", "Sources/Deep/er/inner.fsm", "Sources/notes.txt", ".hidden/skipped.fsm", ".build/skipped.fsm",
            ".build-release/skipped.fsm", ".dotted.fsm", "Pods/Kit/vendored.fsm", "outside/linked.fsm",
            "Templates/Feature.xctemplate/___FILEBASENAME___/skipped.fsm",
        ]
        for path in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.machine.write(to: url, atomically: true, encoding: .utf8)
        }
        let tree = root.appendingPathComponent("Sources")
        for (link, destination) in [("folder-link", "../outside"), ("file-link.fsm", "../outside/linked.fsm"), ("loop", ".")] {
            try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent(link).path, withDestinationPath: destination)
        }

        let found = try FileDiscovery.files(in: [root.path], extensions: ["fsm"])
        #expect(
            found.map { String($0.path.dropFirst(root.path.count + 1)) } == [
                "Pods/Kit/vendored.fsm", "Sources/Deep/er/inner.fsm", "Sources/file-link.fsm", "outside/linked.fsm", "top.fsm",
            ])
        #expect(found.map(\.isVendored) == [true, false, false, false, false])
        #expect(found.allSatisfy { $0.path.hasPrefix(root.path + "/") })

        let slashed = try FileDiscovery.files(in: [tree.path + "/"], extensions: ["fsm"])
        #expect(slashed.map(\.path) == [tree.path + "/Deep/er/inner.fsm", tree.path + "/file-link.fsm"])
    }

    /// A folder holding an app's Xcode project (an application target) or Tuist manifest makes the
    /// files below it part of a whole app; a framework's project does not, nor does a project above
    /// the folder walked (the app's other modules are not read then).
    @Test func filesBelowAnAppProjectArePartOfAWholeApp() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "App/Sources/Model.swift": "", "App/App.xcodeproj/project.pbxproj": "productType = \"com.apple.product-type.application\";",
            "Kit/Sources/Kit.swift": "", "Kit/Kit.xcodeproj/project.pbxproj": "productType = \"com.apple.product-type.framework\";",
            "Tuisted/Project.swift": "let project = Project(targets: [.target(name: \"A\", product: .app)])",
            "Tuisted/Tuist/Config.swift": "", "Tuisted/Sources/Common/Entity.swift": "",
            "Loose/Project.swift": "struct Project {}", "Loose/Sources/Project+Name.swift": "",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let found = try FileDiscovery.files(in: [root.path], extensions: ["swift"])
        let inApp = found.filter(\.isInWholeApp).map { String($0.path.dropFirst(root.path.count + 1)) }
        #expect(inApp == ["App/Sources/Model.swift", "Tuisted/Project.swift", "Tuisted/Sources/Common/Entity.swift", "Tuisted/Tuist/Config.swift"])
        let below = try FileDiscovery.files(in: [root.appendingPathComponent("App/Sources").path], extensions: ["swift"])
        #expect(below.map(\.isInWholeApp) == [false])
    }
}
