import Foundation

extension Recorder.Phase {
    var label: String {
        switch self {
        case .ready: "Ready"
        case .recording: "Recording"
        case .paused: "Paused"
        case .saving: "Saving"
        case .saved: "Saved"
        }
    }
}
