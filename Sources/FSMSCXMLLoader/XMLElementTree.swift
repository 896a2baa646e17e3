import FSMDiagnostics
import FSMModel
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document as a flat array of elements with parent/child links, so that a deeply nested
/// document is walked with loops, never with recursion.
struct XMLElementTree {
    struct Element {
        var name: String
        var namespace: String
        var attributes: [String: String]
        /// Attributes in fsmcheck's namespace (`SCXMLLoader.actionNamespace`), by local name.
        var extensions: [String: String] = [:]
        var location: SourceLocation
        var parent: Int?
        var children: [Int] = []
        /// The start tag as written, to point at its attributes.
        var tag: StartTagLocator.Tag?
        /// Its index in the tree of its own file: an element grafted in from another file
        /// (`<state src="…">`) keeps it, which tells a second copy of the same element.
        var origin = 0
        /// Where attributes given from another file are written (an included document's `initial`).
        var attributeLocations: [String: SourceLocation] = [:]
        /// Why content this element takes from another file is not in the tree, when it is not.
        var unreadContent: UnreadContent?
    }

    /// Content a `<state src="…">` names that could not be grafted in: the state's transitions and
    /// children are then unknown, and `diagnostic`, when there is one, says why.
    struct UnreadContent {
        var reason: String
        var location: SourceLocation
        var diagnostic: Diagnostic?
        /// The content is in a file fsmcheck did not read, so the machine may have states it cannot
        /// see; content refused for a fault of the documents hides none.
        var hidesStates = false
    }

    struct ParseError: Error {
        var message: String
        var location: SourceLocation
    }

    /// Elements in document order, then those grafted in from other files; the root is element 0.
    private(set) var elements: [Element]

    static func parse(_ text: String, file: String) -> Result<XMLElementTree, ParseError> {
        let collector = ElementCollector(file: file, locator: StartTagLocator(text: text, file: file))
        // Given as a stream, so that libxml2 receives it in chunks: handed a file of more than 10 MB
        // at once, it stops with "huge input lookup" (error 1) at the end of a valid document.
        let parser = XMLParser(stream: InputStream(data: Data(parserInput(text))))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        let succeeded = parser.parse()
        if let error = collector.firstError { return .failure(error) }
        guard succeeded, !collector.elements.isEmpty else {
            return .failure(ParseError(message: "the file holds no XML element", location: SourceLocation(file: file, line: 1, column: 1)))
        }
        return .success(XMLElementTree(elements: collector.elements))
    }

    /// The text as libxml2 is to read it: UTF-8, whatever the file was written in (the file reader
    /// decoded it), so the XML declaration's `encoding` is blanked out byte for byte; libxml2
    /// would otherwise decode the UTF-8 again as the declaration says (`é` in a file declared
    /// ISO-8859-1 would become `Ã©`, and one declared UTF-16 would fail). Every position stays
    /// where it was.
    static func parserInput(_ text: String) -> [UInt8] {
        var bytes = withoutEmptyProcessingInstructions(text)
        if let declared = XMLDeclaration.encodingAttribute(in: bytes) {
            // Line breaks stay, so that libxml2's lines and columns still point into the file.
            for index in declared.attribute where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return bytes
    }

    /// The text's bytes with every processing instruction that holds no data (`<?target?>`) blanked
    /// out, byte for byte, so every other position stays where it was.
    ///
    /// swift-corelibs-foundation's `XMLParser` (Swift 6.3, Linux) reads the data of a processing
    /// instruction through a pointer it declares non-null; libxml2 passes null when there is none,
    /// and the parser crashes on `strlen(NULL)` whatever the delegate implements. SCXML gives
    /// processing instructions no meaning, so fsmcheck loses nothing by not passing them on.
    static func withoutEmptyProcessingInstructions(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        var position = 0
        while let start = bytes[position...].firstIndex(of: UInt8(ascii: "<")) {
            position = start + 1
            guard position < bytes.count, bytes[position] == UInt8(ascii: "?") else { continue }
            var end = position + 1
            while end < bytes.count, !Self.endsProcessingInstructionTarget(bytes[end]) { end += 1 }
            guard end > position + 1, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") else { continue }
            for index in start...(end + 1) { bytes[index] = UInt8(ascii: " ") }
            position = end + 2
        }
        return bytes
    }

    /// What cannot be part of a processing instruction's target name: white space, `?`, `<`, `>`.
    private static func endsProcessingInstructionTarget(_ byte: UInt8) -> Bool {
        [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "?"), UInt8(ascii: "<"), UInt8(ascii: ">")]
            .contains(byte)
    }

    /// Where attribute `name` of element `index` is written (the element itself when unknown).
    func location(ofAttribute name: String, of index: Int) -> SourceLocation {
        if let location = elements[index].attributeLocations[name] { return location }
        guard let tag = elements[index].tag else { return elements[index].location }
        return StartTagLocator.location(ofAttribute: name, in: tag)
    }

    /// Copies the subtrees of `roots` from `source` into this tree as the first children of
    /// `parent`, in order, before its own: what another file holds comes first, as Commons SCXML
    /// reads a `<state src="…">`'s content before the state's own. Walks with a stack, never recursion.
    mutating func graft(_ roots: [Int], of source: XMLElementTree, into parent: Int) {
        var copies: [Int] = []
        for root in roots {
            copies.append(elements.count)
            var pending = [(index: root, parent: parent)]
            while let next = pending.popLast() {
                let copy = elements.count
                var element = source.elements[next.index]
                element.parent = next.parent
                element.children = []
                elements.append(element)
                if next.parent != parent { elements[next.parent].children.append(copy) }
                pending += source.elements[next.index].children.reversed().map { (index: $0, parent: copy) }
            }
        }
        elements[parent].children.insert(contentsOf: copies, at: 0)
    }

    mutating func update(_ index: Int, _ change: (inout Element) -> Void) {
        change(&elements[index])
    }
}

/// Receives `XMLParser`'s events and keeps the elements. Used by one parse on one thread only.
private final class ElementCollector: NSObject, XMLParserDelegate {
    let file: String
    let locator: StartTagLocator
    var elements: [XMLElementTree.Element] = []
    var open: [Int] = []
    var firstError: XMLElementTree.ParseError?
    /// Per prefix, the namespaces it is bound to, innermost last.
    var namespaces: [String: [String]] = [:]

    init(file: String, locator: StartTagLocator) {
        self.file = file
        self.locator = locator
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let index = elements.count
        let tag = index < locator.tags.count ? locator.tags[index] : nil
        let location = tag?.location ?? SourceLocation(file: file, line: parser.lineNumber, column: max(1, parser.columnNumber))
        var element = XMLElementTree.Element(
            name: elementName, namespace: namespaceURI ?? "", attributes: attributes,
            location: location, parent: open.last, tag: tag, origin: index)
        for (name, value) in attributes {
            let parts = name.split(separator: ":", maxSplits: 1)
            if parts.count == 2, namespaces[String(parts[0])]?.last == SCXMLLoader.actionNamespace { element.extensions[String(parts[1])] = value }
        }
        elements.append(element)
        if let parent = open.last { elements[parent].children.append(index) }
        open.append(index)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        namespaces[prefix, default: []].append(namespaceURI)
    }

    func parser(_ parser: XMLParser, didEndMappingPrefix prefix: String) {
        _ = namespaces[prefix]?.popLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        let code = (parseError as NSError).code
        firstError = XMLElementTree.ParseError(
            message: Self.describe(code),
            location: SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        )
    }

    /// libxml2's error codes (which `XMLParser` passes on) for the mistakes people make by hand.
    private static func describe(_ code: Int) -> String {
        let known: [Int: String] = [
            4: "the document is empty",
            5: "the document ends before its elements are closed",
            9: "a character that XML does not allow",
            23: "an entity reference is not terminated by `;`",
            26: "an entity is used but never declared",
            38: "`<` is not allowed inside an attribute value",
            39: "an attribute value must be quoted",
            41: "an attribute is missing its value",
            42: "an attribute is given twice",
            65: "white space is required here",
            68: "a name is required here",
            73: "a tag is not closed by `>`",
            76: "an end tag does not match the open element",
            77: "a tag is never closed",
            85: "the elements are not properly nested",
            86: "text follows the end of the root element",
            89: "entities expand into each other without end, or too much",
        ]
        return known[code] ?? "the XML is malformed (libxml2 error \(code))"
    }
}
