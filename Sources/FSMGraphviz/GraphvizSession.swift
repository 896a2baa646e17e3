internal import CGraphviz
import FSMRenderWorkers
import Foundation

/// The one Graphviz context of the process, and the lock every libgraphviz call goes through.
///
/// libgraphviz keeps global state (the error handler, plugin tables, the layout's scratch data) and
/// is not thread-safe even with one context per thread, so every call is made while holding
/// `lock`. The context is created once and kept for the life of the process, since freeing and
/// recreating one leaks inside libgvc; a render worker frees it when it is retired (`close`).
final class GraphvizSession: @unchecked Sendable {
    // @unchecked: `context` is only used, and `GraphvizMessages.current` only touched, while `lock` is held.
    static let shared = GraphvizSession()

    private let lock = NSLock()
    private var context: OpaquePointer?

    private init() {
        context = Self.makeContext()
        agseterr(AGWARN)
        agseterrf(graphvizMessageHandler)
    }

    /// Runs `body` with exclusive use of libgraphviz; returns what it produced and the complete
    /// messages Graphviz emitted meanwhile.
    func withContext<Result>(_ body: (OpaquePointer?) -> Result) -> (result: Result, messages: [GraphvizMessages.Message]) {
        lock.lock()
        defer { lock.unlock() }
        GraphvizMessages.current = GraphvizMessages()
        let result = body(context)
        let complete = GraphvizMessages.current?.drain() ?? []
        GraphvizMessages.current = nil
        agreseterrors()
        return (result, complete)
    }

    /// Frees the context; later renders fail with "no Graphviz layout plugin could be loaded".
    func close() {
        lock.lock()
        defer { lock.unlock() }
        if let context { gvFreeContext(context) }
        context = nil
    }

    /// `gvContext()` reads the plugin configuration (`config6a`) written when libgvc was installed.
    /// Without it the context has no layout engine, so the plugins are loaded from their libraries
    /// by hand instead.
    private static func makeContext() -> OpaquePointer? {
        if let context = gvContext() {
            if hasDotLayout(context) { return context }
            gvFreeContext(context)
        }
        return PluginLoader.contextWithBundledPlugins()
    }

    private static func hasDotLayout(_ context: OpaquePointer) -> Bool {
        var count: Int32 = 0
        guard let list = gvPluginList(context, "layout", &count, nil) else { return false }
        defer { free(list) }
        var found = false
        for index in 0..<Int(count) {
            guard let name = list[index] else { continue }
            if String(cString: name).split(separator: ":").first == "dot" { found = true }
            free(name)
        }
        return found
    }
}

/// Graphviz's messages, put back together: the error callback receives each message in pieces
/// (`"Warning"`, `": "`, the text), and a message may continue over several calls.
struct GraphvizMessages {
    typealias Message = GraphvizMessage

    /// The buffer the C callback appends to; only set while `GraphvizSession`'s lock is held.
    nonisolated(unsafe) static var current: GraphvizMessages?

    private var pending = ""

    mutating func append(_ fragment: String) {
        pending += fragment
    }

    /// The complete lines received so far, as messages; a trailing partial line is flushed too,
    /// since nothing more will arrive for this render.
    mutating func drain() -> [Message] {
        defer { pending = "" }
        var result: [Message] = []
        for line in pending.split(whereSeparator: \.isNewline) {
            var text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            var isError = false
            if text.hasPrefix("Error: ") {
                isError = true
                text.removeFirst("Error: ".count)
            } else if text.hasPrefix("Warning: ") {
                text.removeFirst("Warning: ".count)
            } else if let last = result.indices.last {
                result[last].text += " " + text
                continue
            }
            result.append(Message(isError: isError, text: text))
        }
        return result
    }
}

/// Receives Graphviz's error and warning text instead of stderr.
private func graphvizMessageHandler(_ message: UnsafeMutablePointer<CChar>?) -> Int32 {
    guard let message else { return 0 }
    GraphvizMessages.current?.append(String(cString: message))
    return 0
}
