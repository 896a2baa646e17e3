/// Hands out graph identifiers that are unique within one diagram.
///
/// State names are unique in a valid machine, but a broken one may repeat a name and pseudo-states
/// (initial dots) need ids too; a repeated base gets `~2`, `~3`… In constant time per request,
/// so 100,000 states named alike stay fast.
struct DiagramIDPool {
    private var used: Set<String> = []
    private var nextSuffix: [String: Int] = [:]

    mutating func unique(_ base: String) -> String {
        if used.insert(base).inserted { return base }
        var suffix = nextSuffix[base, default: 2]
        while !used.insert("\(base)~\(suffix)").inserted { suffix += 1 }
        nextSuffix[base] = suffix + 1
        return "\(base)~\(suffix)"
    }
}
