public enum State {
    case idle
    case playing
    case paused
}

public enum Input {
    case play
    case pause
}
