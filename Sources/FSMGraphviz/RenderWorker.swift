import FSMExporters
import Foundation

/// The worker side of `RenderWorkerPool`: a process that renders diagrams it reads from a pipe
/// with the in-process renderer, and writes back what Graphviz made of them.
///
/// A request is one frame, a diagram and a format; the reply is one frame, a `Drawing`; both as
/// `RenderWire` writes them.
public enum RenderWorker {
    /// Answers requests from `input` on `output` until `input` closes, which is how the pool
    /// retires a worker, then frees Graphviz's context. Stops at the first message that is not
    /// a request, so a confused worker stops rather than answering out of step, and returns
    /// false then: whoever started it by hand is told it reads no other input.
    public static func serve(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) -> Bool {
        defer { GraphvizSession.shared.close() }
        while true {
            switch Frames.read(from: input) {
            case .end:
                return true
            case .malformed:
                return false
            case .message(let frame):
                guard let request = RenderWire.request(from: frame) else { return false }
                let drawing = GraphvizRenderer.drawing(of: request.diagram, format: request.format)
                guard Frames.write(RenderWire.reply(drawing), to: output) else { return true }
            }
        }
    }
}

/// Messages over a pipe: an 8-byte little-endian length, then that many bytes.
enum Frames {
    enum Read {
        case message(Data)
        /// The stream ended between messages.
        case end
        /// The stream ended inside a message, or announced one larger than `maximumLength`.
        case malformed
    }

    /// No diagram or picture comes near this; a larger length is garbage, not a message to
    /// allocate memory for.
    static let maximumLength = 1 << 30

    static func write(_ payload: Data, to handle: FileHandle) -> Bool {
        var length = UInt64(payload.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Data($0) }
        do {
            try handle.write(contentsOf: header + payload)
            return true
        } catch {
            return false
        }
    }

    static func read(from handle: FileHandle) -> Read {
        let header = readUpTo(8, from: handle)
        if header.isEmpty { return .end }
        guard header.count == 8 else { return .malformed }
        let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard length <= UInt64(maximumLength) else { return .malformed }
        let payload = readUpTo(Int(length), from: handle)
        return payload.count == Int(length) ? .message(payload) : .malformed
    }

    /// `count` bytes, or fewer when the stream ends first. Read a megabyte at a time, so that a
    /// length the other side never sends costs no memory up front.
    private static func readUpTo(_ count: Int, from handle: FileHandle) -> Data {
        var data = Data()
        while data.count < count {
            guard let chunk = try? handle.read(upToCount: min(count - data.count, 1 << 20)), !chunk.isEmpty else { break }
            data += chunk
        }
        return data
    }
}
