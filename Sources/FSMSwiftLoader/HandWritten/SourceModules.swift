/// The module a file is likely compiled in, guessed from where it lies: the target folder of a
/// Swift package (`…/Sources/WalletCore/…`), else the first folder under the folder all files of
/// the run share (an Xcode project's targets: `Mail/…` and `MailCore/…`). It only tells apart
/// what is surely apart; files a guess cannot separate are taken to share a module.
struct SourceModules: Sendable {
    /// The folders every file of the run lies in.
    private let shared: [Substring]

    init(paths: [String]) {
        var shared: [Substring]? = nil
        for path in paths {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            guard let known = shared else {
                shared = Array(folders)
                continue
            }
            shared = Array(zip(known, folders).prefix { $0 == $1 }.map(\.0))
        }
        self.shared = shared ?? []
    }

    /// The module guessed for the file at `path`.
    func module(of path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if let sources = components.dropLast().lastIndex(of: "Sources"), sources + 1 < components.count - 1 {
            return components[...(sources + 1)].joined(separator: "/")
        }
        let below = components.dropLast().dropFirst(shared.count)
        return below.first.map(String.init) ?? ""
    }

    /// Whether two files are surely in different modules.
    func areApart(_ first: String, _ second: String) -> Bool {
        let (one, other) = (module(of: first), module(of: second))
        return !one.isEmpty && !other.isEmpty && one != other
    }
}
