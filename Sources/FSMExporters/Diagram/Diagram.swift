import FSMModel

/// A renderer-neutral picture of a machine: what to draw, not how a library wants to be called.
///
/// Clusters and nodes are flat arrays that point at their enclosing cluster by index (parents
/// always come first), so that a machine nested 1,000 levels deep is built and walked without
/// recursion, and a renderer can create subgraphs in array order.
public struct Diagram: Hashable, Sendable {
    /// The graph's name; renderers must always name the graph so that output is deterministic.
    public var name: String
    /// Where the machine was written, for diagnostics raised while rendering it.
    public var location: SourceLocation
    public var graphAttributes: Attributes
    public var nodeDefaults: Attributes
    public var edgeDefaults: Attributes
    public var clusters: [Cluster]
    public var nodes: [Node]
    public var edges: [Edge]

    public init(
        name: String,
        location: SourceLocation,
        graphAttributes: Attributes = Attributes(),
        nodeDefaults: Attributes = Attributes(),
        edgeDefaults: Attributes = Attributes(),
        clusters: [Cluster] = [],
        nodes: [Node] = [],
        edges: [Edge] = []
    ) {
        self.name = name
        self.location = location
        self.graphAttributes = graphAttributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.clusters = clusters
        self.nodes = nodes
        self.edges = edges
    }

    /// A subgraph whose id starts with `cluster`, drawn as a box around its members.
    public struct Cluster: Hashable, Sendable {
        public var id: String
        /// Index into `clusters` of the enclosing cluster; always lower than this cluster's own index.
        public var parent: Int?
        public var attributes: Attributes

        public init(id: String, parent: Int?, attributes: Attributes) {
            self.id = id
            self.parent = parent
            self.attributes = attributes
        }
    }

    public struct Node: Hashable, Sendable {
        /// Unique within the diagram.
        public var id: String
        /// Index into `clusters` of the cluster the node is drawn in.
        public var cluster: Int?
        public var attributes: Attributes

        public init(id: String, cluster: Int?, attributes: Attributes) {
            self.id = id
            self.cluster = cluster
            self.attributes = attributes
        }
    }

    public struct Edge: Hashable, Sendable {
        /// Node ids.
        public var tail: String
        public var head: String
        public var attributes: Attributes

        public init(tail: String, head: String, attributes: Attributes) {
            self.tail = tail
            self.head = head
            self.attributes = attributes
        }
    }
}

/// Graphviz-style attributes in the order they were set, so output built from them is stable.
public struct Attributes: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    public private(set) var entries: [Attribute]

    public init(_ entries: [Attribute] = []) {
        self.entries = entries
    }

    public init(dictionaryLiteral elements: (String, AttributeValue)...) {
        self.entries = elements.map { Attribute(name: $0.0, value: $0.1) }
    }

    /// Setting an attribute again replaces its value in place.
    public subscript(name: String) -> AttributeValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Attribute(name: name, value: value))
            case (nil, nil): break
            }
        }
    }
}

public struct Attribute: Hashable, Sendable {
    public var name: String
    public var value: AttributeValue

    public init(name: String, value: AttributeValue) {
        self.name = name
        self.value = value
    }
}

/// An attribute value as Graphviz reads it.
public enum AttributeValue: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A DOT string. Label escapes (`\n`, `\\`) are already applied where the value is a label.
    case plain(String)
    /// The body of an HTML-like label, without the outer angle brackets, already escaped.
    case html(String)

    public init(stringLiteral value: String) {
        self = .plain(value)
    }

    public var text: String {
        switch self {
        case .plain(let text), .html(let text): text
        }
    }
}
