/// The pieces of a shorthand transition, `Target / action, action`, each with the offset (in
/// Unicode scalars) where its name starts, so that each name can be located in the source.
struct ShorthandParts {
    struct Part: Equatable {
        var text: String
        var offset: Int
    }

    /// `nil` when nothing stands before the `/`: an internal transition.
    var target: Part?
    /// The names after the `/`; `nil` marks an empty name (`a,,b` or a trailing `/`).
    var actions: [Part?]

    init(_ value: String) {
        // Most shorthands are a bare target: YAML has trimmed it already.
        if !value.utf8.contains(UInt8(ascii: "/")), let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
            !first.properties.isWhitespace, !last.properties.isWhitespace
        {
            target = Part(text: value, offset: 0)
            actions = []
            return
        }
        let scalars = Array(value.unicodeScalars)
        let slash = scalars.firstIndex(of: "/")
        target = Self.part(of: scalars, in: 0..<(slash ?? scalars.count))
        actions = []
        guard let slash else { return }
        var start = slash + 1
        for index in start...scalars.count where index == scalars.count || scalars[index] == "," {
            actions.append(Self.part(of: scalars, in: start..<index))
            start = index + 1
        }
    }

    /// The range with surrounding whitespace trimmed, or `nil` when nothing is left.
    private static func part(of scalars: [Unicode.Scalar], in range: Range<Int>) -> Part? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, scalars[lower].properties.isWhitespace { lower += 1 }
        while upper > lower, scalars[upper - 1].properties.isWhitespace { upper -= 1 }
        guard lower < upper else { return nil }
        return Part(text: String(String.UnicodeScalarView(scalars[lower..<upper])), offset: lower)
    }
}
