// Written for an old Swift: it does not parse today (a note says so), and holds no state machine.
func describe(_ first: Int?, _ second: Int?) -> String {
    if let a = first, b = second where a > b {
        return "\(a) > \(b)"
    }
    return "-"
}
