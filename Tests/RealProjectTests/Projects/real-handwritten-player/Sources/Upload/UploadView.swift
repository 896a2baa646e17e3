/// Shows the upload; it only reads the state.
struct UploadBadge {
    var state: UploadState

    var title: String {
        switch state {
        case .waiting: return "Waiting"
        case .sending, .retrying: return "Sending"
        case .done: return "Done"
        }
    }
}
