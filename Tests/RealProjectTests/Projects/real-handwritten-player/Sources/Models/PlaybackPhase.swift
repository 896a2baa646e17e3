/// Where the player is; shared by the controller and its views.
enum PlaybackPhase: Equatable {
    case idle
    case buffering(progress: Double)
    case playing
    case paused
    case failed(String)
    /// Kept from the old design: nothing enters it any more.
    case seeking
    case ended
}
