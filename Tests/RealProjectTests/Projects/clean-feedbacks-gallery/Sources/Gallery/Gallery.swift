import Feedbacks

/// The photo gallery feature: its states and events live in extensions, one file each.
enum Gallery {
    enum States {}
    enum Events {}
}

typealias GallerySpinner = Gallery.States.Loading
