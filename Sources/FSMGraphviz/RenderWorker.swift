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

/// The system calls, under names that `Frames`' own `read` and `write` do not hide.
private let systemRead: @Sendable (Int32, UnsafeMutableRawPointer?, Int) -> Int = read
private let systemWrite: @Sendable (Int32, UnsafeRawPointer?, Int) -> Int = write

/// Messages over a pipe: an 8-byte little-endian length, then that many bytes.
///
/// Plain `read` and `write` on the descriptor into byte arrays: `FileHandle` and `Data` cost as
/// much as the pipe itself on every exchange, and a small diagram's whole render is 3 ms.
enum Frames {
    enum Read {
        case message([UInt8])
        /// The stream ended between messages.
        case end
        /// The stream ended inside a message, or announced one larger than `maximumLength`.
        case malformed
    }

    /// No diagram or picture comes near this; a larger length is garbage, not a message to
    /// allocate memory for.
    static let maximumLength = 1 << 30

    /// Reads grow a message by at most this much at a time, so that a length the other side never
    /// sends costs no memory up front.
    private static let chunkLength = 1 << 20

    static func write(_ payload: [UInt8], to handle: FileHandle) -> Bool {
        var frame = withUnsafeBytes(of: UInt64(payload.count).littleEndian) { Array($0) }
        frame += payload
        return frame.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(handle.fileDescriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    static func read(from handle: FileHandle) -> Read {
        let header = readUpTo(8, from: handle.fileDescriptor)
        if header.isEmpty { return .end }
        guard header.count == 8 else { return .malformed }
        let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard length <= UInt64(maximumLength) else { return .malformed }
        let payload = readUpTo(Int(length), from: handle.fileDescriptor)
        return payload.count == Int(length) ? .message(payload) : .malformed
    }

    /// `count` bytes, or fewer when the stream ends first.
    private static func readUpTo(_ count: Int, from descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            let chunk = min(count - bytes.count, chunkLength)
            let start = bytes.count
            var received = 0
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            bytes.withUnsafeMutableBytes { buffer in
                repeat {
                    received = systemRead(descriptor, buffer.baseAddress.map { $0 + start }, chunk)
                } while received < 0 && errno == EINTR
            }
            bytes.removeLast(chunk - max(received, 0))
            guard received > 0 else { break }
        }
        return bytes
    }
}
