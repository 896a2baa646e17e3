import FSMExporters
import Foundation

/// The worker side of `RenderWorkerPool`: a process that renders diagrams it reads from a pipe
/// with the in-process renderer, and writes back what Graphviz made of them.
///
/// A request is one frame, a diagram and a format; the reply is one frame, a `Drawing`; both as
/// `RenderWire` writes them.
public enum RenderWorker {
    /// Answers requests from `input` on `output` until `input` closes, which is how the pool
    /// retires a worker, then frees Graphviz's context. Returns early if a request cannot be
    /// read, so a confused worker stops rather than answering out of step.
    public static func serve(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) {
        defer { GraphvizSession.shared.close() }
        while let frame = Frames.read(from: input) {
            guard let request = RenderWire.request(from: frame) else { return }
            let drawing = GraphvizRenderer.drawing(of: request.diagram, format: request.format)
            guard Frames.write(RenderWire.reply(drawing), to: output) else { return }
        }
    }
}

/// Messages over a pipe: an 8-byte little-endian length, then that many bytes.
enum Frames {
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

    /// The next message, or nil at the end of the stream or when it ends mid-message.
    static func read(from handle: FileHandle) -> Data? {
        guard let header = readExactly(8, from: handle) else { return nil }
        let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard length <= UInt64(Int.max) else { return nil }
        return readExactly(Int(length), from: handle)
    }

    private static func readExactly(_ count: Int, from handle: FileHandle) -> Data? {
        var data = Data()
        data.reserveCapacity(count)
        while data.count < count {
            guard let chunk = try? handle.read(upToCount: count - data.count), !chunk.isEmpty else { return nil }
            data += chunk
        }
        return data
    }
}
