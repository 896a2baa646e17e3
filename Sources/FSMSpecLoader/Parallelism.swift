import Foundation

/// How far one large document is spread over threads: its text composed in pieces
/// (`SlicedCompose`) and its top-level states read in groups (`SpecDocumentReader`).
///
/// Small documents stay on one thread, where starting threads would cost more than it saves;
/// tests lower the minimums to make small documents take the parallel paths.
struct Parallelism: Sendable {
    var maximumPieces: Int
    var minimumPieceBytes: Int
    var minimumPieceStates: Int

    static var standard: Parallelism {
        Parallelism(maximumPieces: ProcessInfo.processInfo.activeProcessorCount, minimumPieceBytes: 1 << 20, minimumPieceStates: 5_000)
    }

    static let none = Parallelism(maximumPieces: 1, minimumPieceBytes: 1, minimumPieceStates: 1)

    func pieces(forBytes count: Int) -> Int { min(maximumPieces, count / max(1, minimumPieceBytes)) }

    func groups(forStates count: Int) -> Int { max(1, min(maximumPieces, count / max(1, minimumPieceStates))) }
}
