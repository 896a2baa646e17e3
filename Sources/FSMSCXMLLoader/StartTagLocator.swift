import FSMDiagnostics
import FSMModel

/// Finds where each start tag of an XML text begins, and where its attributes are.
///
/// `XMLParser` reports only where a start tag *ends*, with columns that depend on the libxml2
/// build. The locator scans the text once, skipping comments, CDATA, processing instructions,
/// declarations and end tags, so that its n-th tag is the parser's n-th element, and counts
/// lines and columns by character (`SourceCursor`).
struct StartTagLocator {
    struct Tag {
        var location: SourceLocation
        /// The tag's text from `<` to `>`, to find attributes in.
        var text: Substring
    }

    let tags: [Tag]

    init(text: String, file: String) {
        var tags: [Tag] = []
        var cursor = SourceCursor(text: text, file: file)
        while let character = cursor.current {
            guard character == "<" else {
                cursor.advance()
                continue
            }
            let rest = cursor.rest
            if rest.hasPrefix("<!--") {
                cursor.skip(past: "-->")
            } else if rest.hasPrefix("<![CDATA[") {
                cursor.skip(past: "]]>")
            } else if rest.hasPrefix("<?") {
                cursor.skip(past: "?>")
            } else if rest.hasPrefix("<!") {
                cursor.skipDeclaration()
            } else if rest.hasPrefix("</") {
                cursor.skip(past: ">")
            } else {
                let location = cursor.location
                let start = cursor.index
                cursor.skipTag()
                tags.append(Tag(location: location, text: text[start..<cursor.index]))
            }
        }
        self.tags = tags
    }

    /// Where attribute `name` of `tag` is written, or the tag's own location when it is not.
    static func location(ofAttribute name: String, in tag: Tag) -> SourceLocation {
        var cursor = SourceCursor(text: String(tag.text), file: tag.location.file, line: tag.location.line, column: tag.location.column)
        var quote: Character?
        var previousIsSpace = false
        while let character = cursor.current {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if previousIsSpace, cursor.rest.hasPrefix(name) {
                let after = cursor.rest.dropFirst(name.count).drop { $0.isWhitespace }
                if after.first == "=" { return cursor.location }
            }
            previousIsSpace = quote == nil && character.isWhitespace
            cursor.advance()
        }
        return tag.location
    }
}

extension SourceCursor {
    /// A start tag: attribute values may hold `>`, but never `<`.
    fileprivate mutating func skipTag() {
        var quote: Character?
        while let character = current {
            advance()
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return
            }
        }
    }

    /// `<!DOCTYPE … [ … ]>`: the internal subset may hold `>` inside its brackets.
    fileprivate mutating func skipDeclaration() {
        var depth = 0
        while let character = current {
            advance()
            switch character {
            case "[": depth += 1
            case "]": depth -= 1
            case ">" where depth <= 0: return
            default: break
            }
        }
    }
}
