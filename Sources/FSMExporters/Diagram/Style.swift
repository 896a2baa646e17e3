/// The diagram's colours and fonts, in one place so that the legend always matches the marks.
enum Style {
    static let fontName = "Helvetica"
    static let findingColor = "red"
    static let unreachableColor = "grey55"
    static let unreachableFill = "grey95"
    static let inheritedColor = "grey35"
    static let findingPenWidth = "2"
    static let witnessColor = "royalblue3"
    static let witnessPenWidth = "2.5"
}
