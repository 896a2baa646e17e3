/// What a run is busy with, for a progress line on long runs.
public enum LoadPhase: Sendable, Hashable, CustomStringConvertible {
    case reading(files: Int)
    case loading(files: Int)
    case checking(machines: Int)

    public var description: String {
        switch self {
        case .reading(let files): "reading \(files) file\(files == 1 ? "" : "s")"
        case .loading(let files): "loading machines from \(files) file\(files == 1 ? "" : "s")"
        case .checking(let machines): "checking \(machines) machine\(machines == 1 ? "" : "s")"
        }
    }
}
