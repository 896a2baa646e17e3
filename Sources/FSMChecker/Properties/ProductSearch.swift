/// The searches behind every property: a breadth-first search over the configuration graph
/// paired with a one-bit monitor (the product with the pattern's small automaton), and backward
/// reachability over the graph's reversed steps. Each visits a configuration at most twice and a
/// step at most twice, so a property costs time linear in the configurations and steps.
extension ConfigurationGraph {
    /// A shortest run into a violation: its start, the steps taken, and, when the last of them is
    /// the violating one rather than leading to a violating configuration, `endsOnStep`.
    struct Counterexample {
        var start: Int
        var steps: [Int]
        /// The configuration the run ends in.
        var end: Int
    }

    /// What a pattern's monitor does: where it starts, which configurations and steps violate.
    struct Monitor {
        /// The monitor's bit at a start; nil when nothing more can go wrong from there.
        var start: (Int) -> UInt8?
        /// Whether the configuration, reached with this bit, is a violation.
        var violates: (Int, UInt8) -> Bool
        /// What a step does to the bit: `.violation`, the new bit, or `.done` (nothing more can go wrong).
        var step: (Step, UInt8) -> StepOutcome
    }

    enum StepOutcome {
        case violation
        case next(UInt8)
        case done
    }

    /// The shortest run from one of `starts` (all of the graph's when nil) into a violation, or nil.
    func shortestViolation(_ monitor: Monitor, from starts: [Int]? = nil) -> Counterexample? {
        let count = configurationCount
        var parent = [Int32](repeating: -2, count: 2 * count)
        var parentStep = [Int32](repeating: -1, count: 2 * count)
        var queue: [Int] = []
        for start in starts ?? self.starts {
            guard let bit = monitor.start(start) else { continue }
            let node = 2 * start + Int(bit)
            guard parent[node] == -2 else { continue }
            parent[node] = -1
            if monitor.violates(start, bit) { return Counterexample(start: start, steps: [], end: start) }
            queue.append(node)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            let (configuration, bit) = (node / 2, UInt8(node % 2))
            for index in steps(from: configuration) {
                let step = steps[index]
                let nextBit: UInt8
                switch monitor.step(step, bit) {
                case .done: continue
                case .violation: return counterexample(to: node, then: index, parent: parent, parentStep: parentStep)
                case .next(let value): nextBit = value
                }
                let next = 2 * Int(step.to) + Int(nextBit)
                guard parent[next] == -2 else { continue }
                parent[next] = Int32(node)
                parentStep[next] = Int32(index)
                if monitor.violates(Int(step.to), nextBit) { return counterexample(to: next, then: nil, parent: parent, parentStep: parentStep) }
                queue.append(next)
            }
        }
        return nil
    }

    private func counterexample(to node: Int, then last: Int?, parent: [Int32], parentStep: [Int32]) -> Counterexample {
        var taken: [Int] = last.map { [$0] } ?? []
        var current = node
        while parent[current] >= 0 {
            taken.append(Int(parentStep[current]))
            current = Int(parent[current])
        }
        taken.reverse()
        let end = taken.last.map { Int(steps[$0].to) } ?? current / 2
        return Counterexample(start: current / 2, steps: taken, end: end)
    }

    /// Per configuration, whether a run from it reaches a `target` configuration or takes a
    /// `targetStep`: backward reachability over the reversed steps.
    func canReach(configurations target: (Int) -> Bool, steps targetStep: (Step) -> Bool = { _ in false }) -> [Bool] {
        let reversed = reversedSteps()
        var reaches = [Bool](repeating: false, count: configurationCount)
        var queue: [Int] = []
        for configuration in 0..<configurationCount {
            if target(configuration) || steps(from: configuration).contains(where: { targetStep(steps[$0]) }) {
                reaches[configuration] = true
                queue.append(configuration)
            }
        }
        var head = 0
        while head < queue.count {
            let configuration = queue[head]
            head += 1
            for source in reversed.sources[reversed.first[configuration]..<reversed.first[configuration + 1]] where !reaches[Int(source)] {
                reaches[Int(source)] = true
                queue.append(Int(source))
            }
        }
        return reaches
    }

    /// Per configuration, whether every run from it takes a `goal` step: it has a step, and each of
    /// its steps is a goal or leads to such a configuration (the attractor, by counting down).
    func mustTake(_ goal: (Step) -> Bool) -> [Bool] {
        var remaining = [Int](repeating: 0, count: configurationCount)
        var forced = [Bool](repeating: false, count: configurationCount)
        var sourcesOf = [[Int32]](repeating: [], count: configurationCount)
        var queue: [Int] = []
        for configuration in 0..<configurationCount {
            let range = steps(from: configuration)
            for index in range where !goal(steps[index]) {
                remaining[configuration] += 1
                sourcesOf[Int(steps[index].to)].append(Int32(configuration))
            }
            if !range.isEmpty && remaining[configuration] == 0 {
                forced[configuration] = true
                queue.append(configuration)
            }
        }
        var head = 0
        while head < queue.count {
            let configuration = queue[head]
            head += 1
            for source in sourcesOf[configuration] {
                remaining[Int(source)] -= 1
                guard remaining[Int(source)] == 0, !forced[Int(source)] else { continue }
                forced[Int(source)] = true
                queue.append(Int(source))
            }
        }
        return forced
    }

    /// The configurations reachable from `start`, itself included.
    func reachable(from start: Int) -> [Int] {
        var seen = [Bool](repeating: false, count: configurationCount)
        seen[start] = true
        var queue = [start]
        var head = 0
        while head < queue.count {
            for index in steps(from: queue[head]) where !seen[Int(steps[index].to)] {
                seen[Int(steps[index].to)] = true
                queue.append(Int(steps[index].to))
            }
            head += 1
        }
        return queue
    }

    /// The steps reversed, in compressed rows: per configuration, the configurations with a step into it.
    private func reversedSteps() -> (first: [Int], sources: [Int32]) {
        var first = [Int](repeating: 0, count: configurationCount + 1)
        for step in steps { first[Int(step.to) + 1] += 1 }
        for index in 0..<configurationCount { first[index + 1] += first[index] }
        var fill = first
        var sources = [Int32](repeating: 0, count: steps.count)
        for configuration in 0..<configurationCount {
            for index in steps(from: configuration) {
                let to = Int(steps[index].to)
                sources[fill[to]] = Int32(configuration)
                fill[to] += 1
            }
        }
        return (first, sources)
    }
}
