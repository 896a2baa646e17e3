import FSMModel

/// A case reached or matched whatever its payload (`.signingOut(isSoft: isSoft)` returned by a
/// route mapping, the pattern `.detail(let id)`) among states written with literal payloads
/// (`.signingOut(isSoft: false) => .signedOut`).
///
/// SwiftState compares states by value, so each literal payload is a state of its own, and the
/// bare case stands for the values of it the code names: a move to it reaches one of those literal
/// states (alternatives, as the payload is chosen at run time), and a route from it leaves each of
/// them. Without this, the literal states would look unreachable and the bare case a dead end, or
/// a state nothing enters, all false. A case no literal payload names stays one state.
enum SwiftStatePayloadCases {
    /// `routes` with bare cases expanded over the literal states of that case they and `initial` name.
    static func expanding(_ routes: [SwiftStateRoute], initial: [Reference]) -> [SwiftStateRoute] {
        var variants: [String: [String]] = [:]
        for name in named(in: routes) + initial.map(\.name) {
            guard let open = name.firstIndex(of: "(") else { continue }
            let base = String(name[..<open])
            if !(variants[base]?.contains(name) ?? false) { variants[base, default: []].append(name) }
        }
        guard !variants.isEmpty else { return routes }
        return routes.map { route in
            var route = route
            if case .states(let sources) = route.from {
                route.from = .states(sources.flatMap { source in variants[source.name] == nil ? [source] : values(of: source, variants) })
            }
            if case .states(let targets) = route.to, targets.contains(where: { variants[$0.name] != nil }) {
                route.to = .states(targets.flatMap { target in variants[target.name] == nil ? [target] : values(of: target, variants) })
                route.isAlternative = route.event != nil
            }
            return route
        }
    }

    /// The literal states of the case `reference` names, where it is written.
    private static func values(of reference: Reference, _ variants: [String: [String]]) -> [Reference] {
        (variants[reference.name] ?? []).map { Reference($0, at: reference.location) }
    }

    private static func named(in routes: [SwiftStateRoute]) -> [String] {
        routes.flatMap { route in
            [route.from, route.to].flatMap { endpoint -> [String] in
                if case .states(let states) = endpoint { return states.map(\.name) }
                return []
            }
        }
    }
}
