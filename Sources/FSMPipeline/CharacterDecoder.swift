#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decodes text in a named encoding with the C library's `iconv`, which libxml2 uses too: it knows
/// the encodings SCXML's own parsers read (`KOI8-R`, `ISO-8859-15`, `Big5`), where Foundation on
/// Linux knows about a dozen.
enum CharacterDecoder {
    enum Failure: Error, Equatable {
        /// The platform has no converter by that name (glibc loads them from its `gconv` modules).
        case unknownEncoding
        /// The bytes are not text in that encoding.
        case invalidBytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>, from encoding: String) -> Result<String, Failure> {
        let converter = iconv_open("UTF-8", encoding)
        guard converter != iconv_t(bitPattern: -1) else { return .failure(.unknownEncoding) }
        defer { iconv_close(converter) }
        var input = Array(bytes)
        // Every encoding takes at least one byte for a character that UTF-8 writes in at most four.
        var output = [UInt8](repeating: 0, count: input.count * 4 + 4)
        let written: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer = UnsafeMutableRawPointer(inBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
                var inLeft = inBuffer.count
                var outPointer = UnsafeMutableRawPointer(outBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
                var outLeft = outBuffer.count
                guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1, inLeft == 0 else { return nil }
                return outBuffer.count - outLeft
            }
        }
        guard let written else { return .failure(.invalidBytes) }
        return .success(String(decoding: output[..<written], as: UTF8.self))
    }
}
