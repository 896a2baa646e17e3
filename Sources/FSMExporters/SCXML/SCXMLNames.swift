/// What the W3C SCXML schema lets a name be, and legal stand-ins for names that break it.
///
/// State ids are `xs:ID` (an XML name without `:`), the machine's `name` an `xs:NMTOKEN`, and an
/// event a dot-separated descriptor of tokens made of name characters (`EventTypes.datatype`,
/// where a space separates two events). A name that breaks its rule is written as a stand-in (its
/// illegal characters turned into `_`, numbered when that is taken) and the name itself goes into
/// an `fsmcheck:…` attribute beside it, which fsmcheck's SCXML loader reads back.
enum SCXMLNames {
    /// A letter or `_`: a name's first character, in the sense both XML 1.0 editions share
    /// (validators differ on rarer characters, which get a stand-in).
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .letterNumber: return true
        default: return false
        }
    }

    /// A character of a name after the first (`:` excluded): a letter, a digit, `.`, `-`, `_`, a
    /// combining mark or an extender.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "." || scalar == "-" || ("0"..."9").contains(scalar) || isNameStart(scalar) }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .modifierLetter: return true
        default: return scalar == "\u{B7}" || isNameStart(scalar)
        }
    }

    /// `xs:ID`, `xs:IDREF`: an NCName.
    static func isID(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isNameStart(first) else { return false }
        return text.unicodeScalars.allSatisfy(isNameCharacter)
    }

    /// `xs:NMTOKEN`: name characters, `:` included.
    static func isNameToken(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0 == ":" || isNameCharacter($0) }
    }

    /// One event descriptor of `EventTypes.datatype`: tokens of name characters (`:` included, `.`
    /// excluded) joined by `.`, optionally ending in `.*`, or `*` alone.
    static func isEventDescriptor(_ text: String) -> Bool {
        if text == "*" || text == ".*" { return true }
        var tokens = text.split(separator: ".", omittingEmptySubsequences: false)
        if tokens.count > 1, tokens.last == "*" { tokens.removeLast() }
        return tokens.allSatisfy { token in !token.isEmpty && token.unicodeScalars.allSatisfy(isEventCharacter) }
    }

    private static func isEventCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "." && (scalar == ":" || isNameCharacter(scalar))
    }

    /// The characters a state id may hold.
    static let idAlphabet = IdentifierPool.Alphabet(
        first: { $0.unicodeScalars.count == 1 && $0.unicodeScalars.allSatisfy(isNameStart) },
        rest: { $0.unicodeScalars.count == 1 && $0.unicodeScalars.allSatisfy(isNameCharacter) }
    )

    /// The characters an event token may hold; a stand-in event is one token, without dots.
    static let eventAlphabet = IdentifierPool.Alphabet(
        first: { $0.unicodeScalars.count == 1 && $0.unicodeScalars.allSatisfy(isEventCharacter) },
        rest: { $0.unicodeScalars.count == 1 && $0.unicodeScalars.allSatisfy(isEventCharacter) }
    )

    /// The machine's `name`: itself when it is an NMTOKEN, else with every other character turned into `_`.
    static func nameToken(for name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { $0 == ":" || isNameCharacter($0) ? $0 : "_" }))
    }
}

/// Event names as SCXML reads them: legal descriptors as they are, others as unique stand-ins.
struct SCXMLEventNames {
    private var pool: IdentifierPool
    private let legal: Set<String>

    init(_ names: some Sequence<String>) {
        let legal = Set(names.filter(SCXMLNames.isEventDescriptor))
        self.legal = legal
        // A stand-in never takes a legal name, which would merge two events into one.
        pool = IdentifierPool(alphabet: SCXMLNames.eventAlphabet, isReserved: { legal.contains($0) })
    }

    /// The descriptor written for `name`, and whether it stands in for it.
    mutating func descriptor(for name: String) -> (text: String, isStandIn: Bool) {
        legal.contains(name) ? (name, false) : (pool.identifier(for: name), true)
    }
}
