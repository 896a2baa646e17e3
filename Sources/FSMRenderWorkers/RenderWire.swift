import FSMExporters
import FSMModel

/// What goes through the pipes to and from a render worker: a diagram and the formats to write it
/// in one way (laid out once for all of them), a `GraphvizResult` per format the other.
///
/// Hand-written rather than JSON: a diagram of 250 states is half a megabyte of JSON, a picture
/// three times its size in base64, and Foundation took longer to write and read them than
/// Graphviz took to draw. Strings and byte strings are a 32-bit length and the bytes; numbers are
/// 64-bit; everything is little-endian. Reading checks every length, so a corrupted message is
/// refused, never misread.
///
/// The request side is public for the fuzzer (`Fuzz/`), which feeds a worker's decoder any bytes.
public enum RenderWire {
    public static func request(_ diagram: Diagram, formats: [RenderFormat]) -> [UInt8] {
        var writer = Writer()
        writer.integer(formats.count)
        for format in formats { writer.string(format.rawValue) }
        writer.string(diagram.name)
        writer.string(diagram.location.file)
        writer.integer(diagram.location.line)
        writer.integer(diagram.location.column)
        for attributes in [diagram.graphAttributes, diagram.nodeDefaults, diagram.edgeDefaults] { writer.attributes(attributes) }
        writer.integer(diagram.clusters.count)
        for cluster in diagram.clusters {
            writer.string(cluster.id)
            writer.integer(cluster.parent ?? -1)
            writer.attributes(cluster.attributes)
        }
        writer.integer(diagram.nodes.count)
        for node in diagram.nodes {
            writer.string(node.id)
            writer.integer(node.cluster ?? -1)
            writer.attributes(node.attributes)
        }
        writer.integer(diagram.edges.count)
        for edge in diagram.edges {
            writer.string(edge.tail)
            writer.string(edge.head)
            writer.attributes(edge.attributes)
        }
        return writer.bytes
    }

    public static func request(from bytes: some Collection<UInt8>) -> (diagram: Diagram, formats: [RenderFormat])? {
        var reader = Reader(bytes)
        // At least one format, and no more than there are: a count from a corrupted message must
        // not make the worker render one picture millions of times.
        guard let formatCount = reader.count(), (1...RenderFormat.allCases.count).contains(formatCount) else { return nil }
        var formats: [RenderFormat] = []
        for _ in 0..<formatCount {
            guard let format = reader.string().flatMap(RenderFormat.init(rawValue:)) else { return nil }
            formats.append(format)
        }
        guard let name = reader.string(), let file = reader.string(), let line = reader.integer(), let column = reader.integer(),
            let graphAttributes = reader.attributes(), let nodeDefaults = reader.attributes(), let edgeDefaults = reader.attributes()
        else { return nil }
        var diagram = Diagram(
            name: name, location: SourceLocation(file: file, line: line, column: column),
            graphAttributes: graphAttributes, nodeDefaults: nodeDefaults, edgeDefaults: edgeDefaults
        )
        // A cluster sits in one declared before it and a node in one declared at all, as `CGraph`
        // builds them: any other index would stop the worker on an index out of range.
        guard let clusterCount = reader.count() else { return nil }
        for position in 0..<clusterCount {
            guard let id = reader.string(), let parent = reader.integer(), parent < position, let attributes = reader.attributes() else { return nil }
            diagram.clusters.append(Diagram.Cluster(id: id, parent: parent < 0 ? nil : parent, attributes: attributes))
        }
        guard let nodeCount = reader.count() else { return nil }
        for _ in 0..<nodeCount {
            guard let id = reader.string(), let cluster = reader.integer(), cluster < clusterCount, let attributes = reader.attributes() else {
                return nil
            }
            diagram.nodes.append(Diagram.Node(id: id, cluster: cluster < 0 ? nil : cluster, attributes: attributes))
        }
        guard let edgeCount = reader.count() else { return nil }
        for _ in 0..<edgeCount {
            guard let tail = reader.string(), let head = reader.string(), let attributes = reader.attributes() else { return nil }
            diagram.edges.append(Diagram.Edge(tail: tail, head: head, attributes: attributes))
        }
        return reader.isAtEnd ? (diagram, formats) : nil
    }

    /// The results of one request, one per format asked, in that order.
    package static func reply(_ outcomes: [GraphvizResult]) -> [UInt8] {
        var writer = Writer()
        writer.integer(outcomes.count)
        for outcome in outcomes { write(outcome, to: &writer) }
        return writer.bytes
    }

    package static func reply(from bytes: some Collection<UInt8>) -> [GraphvizResult]? {
        var reader = Reader(bytes)
        guard let count = reader.count(), count <= RenderFormat.allCases.count else { return nil }
        var outcomes: [GraphvizResult] = []
        for _ in 0..<count {
            guard let outcome = read(from: &reader) else { return nil }
            outcomes.append(outcome)
        }
        return reader.isAtEnd ? outcomes : nil
    }

    private static func write(_ outcome: GraphvizResult, to writer: inout Writer) {
        switch outcome.failure {
        case nil: writer.byte(0)
        case .cannotBuild?: writer.byte(1)
        case .noContext?: writer.byte(2)
        case .layout?: writer.byte(3)
        case .renderer(let format)?:
            writer.byte(4)
            writer.string(format)
        case .workerStopped(let how)?:
            writer.byte(5)
            writer.string(how)
        case .timeLimit(let seconds, let perHundredStates)?:
            writer.byte(6)
            writer.integer(Int(truncatingIfNeeded: seconds.bitPattern))
            writer.integer(Int(truncatingIfNeeded: perHundredStates.bitPattern))
        case .memoryLimit(let megabytes)?:
            writer.byte(7)
            writer.integer(megabytes)
        case .noWorker(let reason)?:
            writer.byte(8)
            writer.string(reason)
        }
        writer.integer(outcome.messages.count)
        for message in outcome.messages {
            writer.byte(message.isError ? 1 : 0)
            writer.string(message.text)
        }
        writer.integer(Int(outcome.graphvizSeconds * 1e9))
        writer.byteString(outcome.data ?? [])
    }

    private static func read(from reader: inout Reader) -> GraphvizResult? {
        let failure: GraphvizResult.Failure?
        switch reader.byte() {
        case 0: failure = nil
        case 1: failure = .cannotBuild
        case 2: failure = .noContext
        case 3: failure = .layout
        case 4:
            guard let format = reader.string() else { return nil }
            failure = .renderer(format)
        case 5:
            guard let how = reader.string() else { return nil }
            failure = .workerStopped(how)
        case 6:
            guard let seconds = reader.integer(), let perHundredStates = reader.integer() else { return nil }
            failure = .timeLimit(
                seconds: Double(bitPattern: UInt64(truncatingIfNeeded: seconds)),
                perHundredStates: Double(bitPattern: UInt64(truncatingIfNeeded: perHundredStates))
            )
        case 7:
            guard let megabytes = reader.integer() else { return nil }
            failure = .memoryLimit(megabytes: megabytes)
        case 8:
            guard let reason = reader.string() else { return nil }
            failure = .noWorker(reason)
        default: return nil
        }
        guard let messageCount = reader.count() else { return nil }
        var messages: [GraphvizMessage] = []
        for _ in 0..<messageCount {
            guard let kind = reader.byte(), let text = reader.string() else { return nil }
            messages.append(GraphvizMessage(isError: kind == 1, text: text))
        }
        guard let nanoseconds = reader.integer(), let picture = reader.byteString() else { return nil }
        var outcome = GraphvizResult(
            result: failure.map { .failure($0) } ?? .success([]), messages: messages, graphvizSeconds: Double(nanoseconds) / 1e9)
        if failure == nil { outcome.data = Array(picture) }
        return outcome
    }

    /// Appends to a byte array: `Data`'s appends and Foundation's string decoding cost more than
    /// Graphviz's layout of a small diagram.
    private struct Writer {
        private(set) var bytes: [UInt8] = []

        mutating func byte(_ value: UInt8) {
            bytes.append(value)
        }

        mutating func integer(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func string(_ value: String) {
            var value = value
            value.withUTF8 { byteString($0) }
        }

        mutating func byteString(_ value: some Collection<UInt8>) {
            withUnsafeBytes(of: UInt32(value.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: value)
        }

        mutating func attributes(_ attributes: Attributes) {
            integer(attributes.entries.count)
            for entry in attributes.entries {
                string(entry.name)
                switch entry.value {
                case .plain(let text):
                    byte(0)
                    string(text)
                case .html(let text):
                    byte(1)
                    string(text)
                }
            }
        }
    }

    private struct Reader {
        private let buffer: [UInt8]
        private var offset = 0

        init(_ bytes: some Collection<UInt8>) {
            buffer = Array(bytes)
        }

        var isAtEnd: Bool { offset == buffer.count }

        mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, buffer.count - offset >= count else { return nil }
            defer { offset += count }
            return buffer[offset..<(offset + count)]
        }

        mutating func byte() -> UInt8? {
            bytes(1)?.first
        }

        mutating func integer() -> Int? {
            bytes(8).map { Int(Int64(littleEndian: $0.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) })) }
        }

        /// A number of elements that follow, each at least one byte long.
        mutating func count() -> Int? {
            integer().flatMap { $0 >= 0 && $0 <= buffer.count - offset ? $0 : nil }
        }

        mutating func byteString() -> ArraySlice<UInt8>? {
            guard let length = bytes(4).map({ UInt32(littleEndian: $0.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }) }) else { return nil }
            return bytes(Int(length))
        }

        /// `nil` for bytes that are not UTF-8, as for a length that runs past the end.
        mutating func string() -> String? {
            byteString().flatMap { String(validating: $0, as: UTF8.self) }
        }

        mutating func attributes() -> Attributes? {
            guard let count = count() else { return nil }
            var entries: [Attribute] = []
            entries.reserveCapacity(count)
            for _ in 0..<count {
                guard let name = string(), let kind = byte(), let text = string() else { return nil }
                switch kind {
                case 0: entries.append(Attribute(name: name, value: .plain(text)))
                case 1: entries.append(Attribute(name: name, value: .html(text)))
                default: return nil
                }
            }
            return Attributes(entries)
        }
    }
}
