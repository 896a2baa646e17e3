extension Array where Element: Sendable {
    /// `map` spread over every core, the results in the order of the elements, so that output
    /// never depends on scheduling.
    ///
    /// One implementation for the loaders and the pipeline. It runs on `LargeStackThreads`
    /// because parsers (Yams, swift-syntax) recurse once per nesting level of hostile input.
    public func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        LargeStackThreads.forEach(count) { index in
            slots[index] = transform(self[index])
        }
        return slots.values
    }
}
