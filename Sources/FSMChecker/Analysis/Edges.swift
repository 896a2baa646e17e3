/// A directed graph in compressed sparse row form: two flat arrays, whatever the node count.
struct Edges {
    private let offsets: [Int]
    private let targets: [Int]

    /// `enumerate` is called twice (to count, then to fill), and must list the same edges both times.
    init(nodeCount: Int, enumerate: ((Int, Int) -> Void) -> Void) {
        var offsets = [Int](repeating: 0, count: nodeCount + 1)
        enumerate { from, _ in offsets[from + 1] += 1 }
        for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
        var cursor = offsets
        var targets = [Int](repeating: 0, count: offsets[nodeCount])
        enumerate { from, to in
            targets[cursor[from]] = to
            cursor[from] += 1
        }
        self.offsets = offsets
        self.targets = targets
    }

    private var nodeCount: Int { offsets.count - 1 }

    private func successors(of node: Int) -> ArraySlice<Int> { targets[offsets[node]..<offsets[node + 1]] }

    /// The nodes reachable from any of `starts`. `revealed` is called once per reached node and lists
    /// further successors that exist only once that node is reached (edges that depend on what is
    /// reachable), so a fixed point over such edges takes one pass instead of repeated searches.
    func reachable(from starts: [Int], revealed: (Int) -> [Int]) -> [Bool] {
        var reached = [Bool](repeating: false, count: nodeCount)
        var queue: [Int] = []
        var head = 0
        func visit(_ next: Int) {
            guard !reached[next] else { return }
            reached[next] = true
            queue.append(next)
        }
        starts.forEach(visit)
        while head < queue.count {
            let node = queue[head]
            successors(of: node).forEach(visit)
            revealed(node).forEach(visit)
            head += 1
        }
        return reached
    }

    /// The strongly connected components among `included` nodes (which must be closed under
    /// successors, as a reachable set is), sinks first: when a component is listed, every component
    /// it leads to is already listed. Tarjan's algorithm with an explicit call stack.
    func components(among included: [Bool]) -> (ofNode: [Int], members: [[Int]]) {
        let unvisited = -1
        var order = [Int](repeating: unvisited, count: nodeCount)
        var lowLink = [Int](repeating: 0, count: nodeCount)
        var component = [Int](repeating: unvisited, count: nodeCount)
        var members: [[Int]] = []
        var stack: [Int] = []
        var calls: [(node: Int, edge: Int)] = []
        var counter = 0
        for root in 0..<nodeCount where included[root] && order[root] == unvisited {
            order[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            calls.append((root, offsets[root]))
            while let (node, edge) = calls.last {
                if edge < offsets[node + 1] {
                    calls[calls.count - 1].edge += 1
                    let next = targets[edge]
                    if order[next] == unvisited {
                        order[next] = counter
                        lowLink[next] = counter
                        counter += 1
                        stack.append(next)
                        calls.append((next, offsets[next]))
                    } else if component[next] == unvisited {
                        lowLink[node] = min(lowLink[node], order[next])
                    }
                    continue
                }
                calls.removeLast()
                if let caller = calls.last?.node { lowLink[caller] = min(lowLink[caller], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                var group: [Int] = []
                while let member = stack.popLast() {
                    component[member] = members.count
                    group.append(member)
                    if member == node { break }
                }
                members.append(group)
            }
        }
        return (component, members)
    }

    /// The components among `included` nodes that hold at least one `marked` node and from which no
    /// path leads to a marked node outside them; each as its marked nodes, sorted.
    func closedComponents(among included: [Bool], marked: [Int]) -> [[Int]] {
        var isMarked = [Bool](repeating: false, count: nodeCount)
        for node in marked { isMarked[node] = true }
        let (componentOf, members) = components(among: included)
        var reachesMarked: [Bool] = []
        var closed: [[Int]] = []
        for (id, group) in members.enumerated() {
            let leadsOut = group.contains { member in
                successors(of: member).contains { componentOf[$0] != id && reachesMarked[componentOf[$0]] }
            }
            let markedMembers = group.filter { isMarked[$0] }.sorted()
            reachesMarked.append(leadsOut || !markedMembers.isEmpty)
            if !leadsOut && !markedMembers.isEmpty { closed.append(markedMembers) }
        }
        return closed.sorted { $0[0] < $1[0] }
    }
}
