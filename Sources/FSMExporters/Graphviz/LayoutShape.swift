/// How far each edge of a diagram reaches across the ranks `dot` will put its nodes in, estimated
/// before layout: the figure that predicts `dot`'s cost, since an edge spanning k ranks becomes a
/// chain of k − 1 invisible nodes that `dot` orders and positions like real ones. A machine whose
/// transitions go to near neighbours has short edges whatever its size; one with resets, cancels
/// and errors from everywhere has a few edges as long as the drawing, and they cost more than all
/// the rest together (measured: 100 states with 15% far jumps took 9.5 s of `dot`, with those
/// jumps drawn short 0.4 s).
///
/// The estimate follows `dot`'s own ranking in outline: a depth-first search from the initial
/// state turns the edges that close a cycle around, then each node goes one rank after the
/// furthest of its predecessors (longest-path layering; `dot`'s network simplex then tightens it).
struct LayoutShape {
    /// Per edge, the number of ranks between its two ends (0 for a loop).
    let spans: [Int]
    let rankCount: Int

    /// How many invisible nodes `dot` adds for the edges spanning more than one rank.
    var chainNodes: Int { spans.reduce(0) { $0 + max(0, $1 - 1) } }

    /// - Parameters:
    ///   - edges: tail and head as node indices below `nodeCount`.
    ///   - roots: where the search starts, before every other node in order.
    init(nodeCount: Int, edges: [(tail: Int, head: Int)], roots: [Int]) {
        var outgoing = Array(repeating: [Int](), count: nodeCount)
        for (index, edge) in edges.enumerated() where edge.tail != edge.head { outgoing[edge.tail].append(index) }
        let reversed = Self.cycleClosingEdges(nodeCount: nodeCount, edges: edges, outgoing: outgoing, roots: roots)
        var successors = Array(repeating: [Int](), count: nodeCount)
        var waiting = Array(repeating: 0, count: nodeCount)
        for (index, edge) in edges.enumerated() where edge.tail != edge.head {
            let (from, to) = reversed[index] ? (edge.head, edge.tail) : (edge.tail, edge.head)
            successors[from].append(to)
            waiting[to] += 1
        }
        var rank = Array(repeating: 0, count: nodeCount)
        var ready = (0..<nodeCount).filter { waiting[$0] == 0 }
        while let node = ready.popLast() {
            for next in successors[node] {
                rank[next] = max(rank[next], rank[node] + 1)
                waiting[next] -= 1
                if waiting[next] == 0 { ready.append(next) }
            }
        }
        spans = edges.map { abs(rank[$0.head] - rank[$0.tail]) }
        rankCount = (rank.max() ?? -1) + 1
    }

    /// The edges a depth-first search meets going back to a node still on its path; iterative,
    /// since a chain of 100,000 states would overflow the stack.
    private static func cycleClosingEdges(nodeCount: Int, edges: [(tail: Int, head: Int)], outgoing: [[Int]], roots: [Int]) -> [Bool] {
        enum Visit { case new, onPath, done }
        var visit = Array(repeating: Visit.new, count: nodeCount)
        var reversed = Array(repeating: false, count: edges.count)
        var path: [(node: Int, next: Int)] = []
        for root in roots + Array(0..<nodeCount) where visit[root] == .new {
            visit[root] = .onPath
            path.append((root, 0))
            while let top = path.last {
                guard top.next < outgoing[top.node].count else {
                    visit[top.node] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let edge = outgoing[top.node][top.next]
                let head = edges[edge].head
                switch visit[head] {
                case .new:
                    visit[head] = .onPath
                    path.append((head, 0))
                case .onPath:
                    reversed[edge] = true
                case .done:
                    break
                }
            }
        }
        return reversed
    }
}
