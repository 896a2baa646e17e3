/// Shared by the download manager and the podcast episode loader.
enum DownloadState: Equatable {
    case notStarted
    case downloading(progress: Double)
    case paused
    case completed
    case failed
}
