import Foundation

/// The system calls, under names that `Frames`' own `read` and `write` do not hide.
private let systemRead: @Sendable (Int32, UnsafeMutableRawPointer?, Int) -> Int = read
private let systemWritev: @Sendable (Int32, UnsafePointer<iovec>?, Int32) -> Int = writev

/// Messages over a pipe: an 8-byte little-endian length, then that many bytes.
///
/// Plain `read` and `writev` on the descriptor, straight from and into byte arrays: `FileHandle`
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

    /// The length and the payload in one system call, so the reader wakes once, to a whole message.
    package static func write(_ payload: [UInt8], to handle: FileHandle) -> Bool {
        withUnsafeBytes(of: UInt64(payload.count).littleEndian) { header in
            payload.withUnsafeBytes { payload in writeAll([header, payload], to: handle.fileDescriptor) }
        }
    }

    private static func writeAll(_ parts: [UnsafeRawBufferPointer], to descriptor: Int32) -> Bool {
        var vectors = parts.map { iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count) }
        var first = 0
        while first < vectors.count {
            let written = vectors[first...].withUnsafeBufferPointer { systemWritev(descriptor, $0.baseAddress, Int32($0.count)) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            // Skips what was written whole and moves into the part written halfway.
            var remaining = written
            while first < vectors.count, remaining >= vectors[first].iov_len {
                remaining -= vectors[first].iov_len
                first += 1
            }
            if remaining > 0 {
                vectors[first].iov_base += remaining
                vectors[first].iov_len -= remaining
            }
        }
        return true
    }

    /// Returns once `handle` has something to read, or after `limit` nanoseconds, without going to
    /// sleep: the wake-up a blocking read ends with takes, on a virtual machine, as long as
    /// everything else a small diagram's trip through a worker costs. Each turn offers the CPU to
    /// any other thread that wants it, so waiting this way only uses time no one else needs.
    package static func awaitInput(on handle: FileHandle, forNanoseconds limit: UInt64) {
        var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let deadline = DispatchTime.now().uptimeNanoseconds + limit
        while poll(&descriptor, 1, 0) == 0, DispatchTime.now().uptimeNanoseconds < deadline { sched_yield() }
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
