import Foundation

/// The system calls, under names that `Frames`' own `read` and `write` do not hide.
private let systemRead: @Sendable (Int32, UnsafeMutableRawPointer?, Int) -> Int = read
private let systemWrite: @Sendable (Int32, UnsafeRawPointer?, Int) -> Int = write

/// Messages over a pipe: an 8-byte little-endian length, then that many bytes.
///
/// Blocking `read` and `write` on the descriptor, straight from and into byte arrays: `FileHandle`
/// and `Data` cost as much as the pipe itself on every exchange, and a small diagram's whole
/// render is 3 ms.
package enum Frames {
    package enum Read {
        case message([UInt8])
        /// The stream ended between messages.
        case end
        /// The stream ended inside a message, or announced one larger than `maximumLength`.
        case malformed
    }

    /// No diagram or picture comes near this; a larger length is garbage, not a message to
    /// allocate memory for.
    package static let maximumLength = 1 << 30

    /// Reads grow a message by at most this much at a time, so that a length the other side never
    /// sends costs no memory up front.
    private static let chunkLength = 1 << 20

    /// The length and the payload in one buffer, so that the reader wakes once, to a whole message.
    package static func write(_ payload: [UInt8], to handle: FileHandle) -> Bool {
        var message = withUnsafeBytes(of: UInt64(payload.count).littleEndian) { Array($0) }
        message += payload
        return message.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(handle.fileDescriptor, start + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    package static func read(from handle: FileHandle) -> Read {
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
            let wanted = min(count - bytes.count, chunkLength)
            let chunk = readFully(wanted, from: descriptor)
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            guard chunk.count == wanted else { break }
        }
        return bytes
    }

    /// `count` bytes read straight into a new array's storage; fewer when the stream ends first.
    private static func readFully(_ count: Int, from descriptor: Int32) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let start = buffer.baseAddress else { return }
            while initialized < count {
                let received = systemRead(descriptor, start + initialized, count - initialized)
                if received < 0, errno == EINTR { continue }
                guard received > 0 else { break }
                initialized += received
            }
        }
    }
}
