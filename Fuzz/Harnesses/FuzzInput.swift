import FSMDiagnostics
import FSMSCXMLLoader
import FSMSMCLoader
import FSMSpecLoader
import FSMSwiftLoader

/// The notations fsmcheck reads, each with its loader.
enum Notation: CaseIterable, Sendable {
    case fsm, swift, smc, scxml

    var path: String {
        switch self {
        case .fsm: "fuzz.fsm"
        case .swift: "Fuzz.swift"
        case .smc: "fuzz.sm"
        case .scxml: "fuzz.scxml"
        }
    }

    func load(_ file: SourceFile) -> LoadResult {
        switch self {
        case .fsm: SpecLoader().load([file])
        case .swift: SwiftLoader().load([file])
        case .smc: SMCLoader().load([file])
        case .scxml: SCXMLLoader().load([file])
        }
    }
}

/// Fuzz inputs as the text a loader can be given.
enum FuzzInput {
    /// The file a loader would be given for these bytes. fsmcheck's `SourceReader` refuses a file
    /// with a NUL byte or invalid UTF-8 before any loader sees it, and drops a byte-order mark;
    /// rather than waste most mutations on inputs no loader can receive, both become U+FFFD, a
    /// character a file may well contain.
    static func file(_ bytes: ArraySlice<UInt8>, as notation: Notation) -> SourceFile {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.contains(0) { text = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 })) }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return SourceFile(path: notation.path, text: text)
    }

    /// For the harnesses that read any notation: the first byte picks it, the rest is the text.
    static func notationAndFile(_ bytes: [UInt8]) -> (notation: Notation, file: SourceFile)? {
        guard let selector = bytes.first else { return nil }
        let notation = Notation.allCases[Int(selector) % Notation.allCases.count]
        return (notation, file(bytes.dropFirst(), as: notation))
    }
}
