import FSMDiagnostics
import FSMModel
internal import Yams

/// Reading `on:` (per event a shorthand, a mapping, or a list of guarded alternatives),
/// `always:` (eventless transitions, written like one event's alternatives) and `ordered:` (every
/// transition of a state in the order they are tried, each naming its event with `on:`).
extension SpecDocumentReader {
    private static let transitionKeys = ["to", "computed", "do", "when", "if", "override", "dynamic", "guardText", "description"]

    func readTransitions(_ node: Node) -> [Transition] {
        guard let mapping = mapping(node, what: "a mapping of events to transitions") else { return [] }
        var transitions: [Transition] = []
        for (keyNode, value) in mapping {
            guard let event = name(keyNode, what: "an event name") else { continue }
            transitions += readAlternatives(value, event: event, at: event.location)
        }
        return transitions
    }

    /// The transitions of `always:`, taken without waiting for an event (SCXML's eventless
    /// transitions, a history state's default).
    func readEventlessTransitions(_ node: Node, keyLocation: SourceLocation) -> [Transition] {
        readAlternatives(node, event: nil, at: keyLocation)
    }

    /// The transitions of `ordered:`, which `export --to fsm` writes where grouping them by event
    /// would change which one is tried first (SCXML: `entering` also matches `entering.s011`).
    func readOrderedTransitions(_ node: Node) -> [Transition] {
        guard case .sequence(let entries) = node else {
            report(
                SpecRules.invalidSpec, "expected a list of transitions, found \(describe(node))", at: location(of: node),
                hint: "list them in order: `- { on: Coin, to: Unlocked }`")
            return []
        }
        return entries.compactMap { entry in
            guard case .mapping = entry else {
                report(
                    SpecRules.invalidSpec, "expected a transition mapping, found \(describe(entry))", at: location(of: entry),
                    hint: "write `{ on: Event, to: Target }`, or leave out `on:` for an eventless transition")
                return nil
            }
            return readTransition(entry, event: nil, at: location(of: entry), readsEvent: true)
        }
    }

    /// One transition, or a list of alternatives located each at its own entry.
    private func readAlternatives(_ value: Node, event: Reference?, at location: SourceLocation) -> [Transition] {
        guard case .sequence(let alternatives) = value else {
            return readTransition(value, event: event, at: location).map { [$0] } ?? []
        }
        if alternatives.isEmpty {
            report(
                SpecRules.invalidSpec, "\(Self.subject(event)) has an empty list of transitions", at: self.location(of: value),
                hint: event.map { "remove it, or write `\($0.name): {}` to ignore the event" } ?? "remove it, or list transitions: `- { to: Next }`"
            )
        }
        var transitions: [Transition] = []
        for alternative in alternatives {
            if case .sequence = alternative {
                report(
                    SpecRules.invalidSpec, "expected a transition, found \(describe(alternative))",
                    at: self.location(of: alternative), hint: "each alternative is a target or a mapping with `to:`, `do:` and `when:`"
                )
            } else if let transition = readTransition(alternative, event: event, at: self.location(of: alternative)) {
                transitions.append(transition)
            }
        }
        return transitions
    }

    /// How messages name the transitions of one key.
    private static func subject(_ event: Reference?) -> String {
        event.map { "event `\($0.name)`" } ?? "`always:`"
    }

    /// A transition in mapping form. One whose `to:`, `do:`, `when:` or `if:` cannot be read is
    /// dropped after its diagnostic: kept, it would mean something else (a lost guard makes it
    /// unconditional, a lost target internal) and send the checker after findings that are not there.
    ///
    /// `readsEvent`: the mapping names its event with `on:` (an entry of `ordered:`).
    private func readTransition(_ node: Node, event: Reference?, at location: SourceLocation, readsEvent: Bool = false) -> Transition? {
        if case .scalar(let scalar) = node {
            return readShorthand(scalar, event: event, at: location)
        }
        guard let mapping = mapping(node, what: "a transition") else { return nil }
        var draft = TransitionDraft(transition: Transition(event: event, target: nil, location: location))
        let allowed = readsEvent ? ["on"] + Self.transitionKeys : Self.transitionKeys
        for (keyNode, value) in mapping {
            guard let key = key(keyNode, allowed: allowed, in: "a transition") else { continue }
            read(key, value, into: &draft)
        }
        return finished(draft)
    }

    /// A transition in mapping form while its keys are read.
    private struct TransitionDraft {
        var transition: Transition
        /// `when:` as written, and `guardText:` (the guard as `export --to fsm` showed it).
        var whenText: String?
        var guardText: String?
        /// False once a key could not be read: the transition is then dropped.
        var isComplete = true
    }

    /// Reads one key of a transition in mapping form into `draft`.
    private func read(_ key: String, _ value: Node, into draft: inout TransitionDraft) {
        switch key {
        case "on":
            draft.transition.event = name(value, what: "an event name")
            draft.isComplete = draft.isComplete && draft.transition.event != nil
        case "to":
            draft.transition.target = name(value, what: "a target state name")
            if let target = draft.transition.target, target.name.contains(" / ") {
                report(
                    SpecRules.invalidSpec, "a target names one state, found `\(target.name)`",
                    at: target.location, hint: "list the actions under `do:`"
                )
                draft.isComplete = false
            }
            draft.isComplete = draft.isComplete && draft.transition.target != nil
        case "do":
            let actions = names(value, what: "action names")
            draft.transition.actions = actions ?? []
            draft.isComplete = draft.isComplete && actions != nil
        case "when":
            switch readGuard(value) {
            case .expression(let expression): draft.transition.guard.predicate = expression
            case .tooDeep(let text): draft.transition.guard.conditions.insert(text, at: 0)
            case nil: draft.isComplete = false
            }
            draft.whenText = value.string
        case "if":
            let conditions = conditions(value)
            draft.transition.guard.conditions = conditions ?? []
            draft.isComplete = draft.isComplete && conditions != nil
        case "override":
            let isOverride = boolean(value)
            draft.transition.isOverride = isOverride ?? false
            draft.isComplete = draft.isComplete && isOverride != nil
        case "dynamic":
            let isDynamic = boolean(value)
            draft.transition.isDynamic = isDynamic ?? false
            draft.isComplete = draft.isComplete && isDynamic != nil
        case "guardText":
            draft.guardText = freeText(value, what: "the guard as shown")
        case "computed":
            draft.transition.computedTarget = freeText(value, what: "the code that computes the target")
            draft.isComplete = draft.isComplete && draft.transition.computedTarget != nil
        default:
            _ = freeText(value, what: "a description")
        }
    }

    /// The transition once its keys are read: its guard text, and a `computed:` beside `to:` refused.
    private func finished(_ draft: TransitionDraft) -> Transition? {
        var transition = draft.transition
        // The guard as written is kept for labels only where it says more than the parsed guard
        // printed back (spacing, parentheses), or where `export --to fsm` wrote it (`guardText:`).
        let written = transition.guard.conditions.isEmpty ? draft.whenText : nil
        transition.guard.text = draft.guardText ?? written.flatMap { $0 == transition.guard.displayText ? nil : $0 }
        guard transition.computedTarget != nil else { return draft.isComplete ? transition : nil }
        transition.isDynamic = true
        if let target = transition.target {
            report(
                SpecRules.invalidSpec, "a transition goes to `to:` or to a `computed:` state, not both", at: target.location,
                hint: "keep `to: \(target.name)` with `dynamic: true` for one state code may pick, or `computed:` alone for any state"
            )
            return nil
        }
        return draft.isComplete ? transition : nil
    }

    /// `Target`, `Target / a, b` or `/ a, b` (internal).
    private func readShorthand(_ scalar: Node.Scalar, event: Reference?, at location: SourceLocation) -> Transition? {
        let value = scalar.string
        let start = self.location(of: .scalar(scalar))
        guard !value.isBlank else {
            report(
                SpecRules.invalidSpec, "\(Self.subject(event)) has no transition", at: start,
                hint: event.map { "name a target state, or write `\($0.name): {}` to ignore the event" } ?? "name a target state")
            return nil
        }
        let parts = ShorthandParts(value)
        if let target = parts.target, target.text.contains(",") {
            report(
                SpecRules.invalidSpec, "a target names one state, found `\(target.text)`", at: start,
                hint: "separate actions from the target with `/`: `\(target.text.prefix { $0 != "," }) / …`")
            return nil
        }
        let actions = parts.actions.compactMap { $0 }
        guard actions.count == parts.actions.count else {
            report(SpecRules.invalidSpec, "empty action name in `\(value)`", at: start, hint: "name an action after `/` and between commas")
            return nil
        }
        let named = (parts.target.map { [$0] } ?? []) + actions
        // A lone name is located like every other name: at its node's mark.
        let isLoneName = actions.isEmpty && named.first?.offset == 0
        let locations = isLoneName ? [start] : locations(ofOffsets: named.map(\.offset), in: scalar)
        let references = zip(named, locations).map { Reference($0.text, at: $1) }
        let target = parts.target == nil ? nil : references.first
        return Transition(event: event, target: target, actions: Array(references.dropFirst(target == nil ? 0 : 1)), location: location)
    }

    /// A `when:` guard as read: an expression, or, nested deeper than fsmcheck reads, its text, kept
    /// as a condition fsmcheck does not evaluate so that the transition still counts for reachability.
    private enum GuardReading {
        case expression(PredicateExpression)
        case tooDeep(String)
    }

    /// `nil` after a diagnostic when the guard is malformed.
    private func readGuard(_ node: Node) -> GuardReading? {
        guard case .scalar(let scalar) = node else {
            report(
                SpecRules.invalidSpec, "expected a guard expression, found \(describe(node))",
                at: location(of: node), hint: "write the guard on one line, e.g. `when: Enforcement.strong and not Reward.positive`"
            )
            return nil
        }
        let result = GuardExpressionParser.parse(scalar.string) { offsets in locations(ofOffsets: offsets, in: scalar) }
        switch result {
        case .success(let expression):
            return .expression(expression)
        case .failure(let failure):
            let location = locations(ofOffsets: [failure.offset], in: scalar)[0]
            guard failure.isTooDeep else {
                report(SpecRules.invalidSpec, failure.message, at: location, hint: failure.hint)
                return nil
            }
            report(
                CommonRules.guardTooComplex,
                "\(failure.message), so it is not read: the transition is kept as if its guard were a condition fsmcheck cannot evaluate",
                at: location, hint: "split the transition into several with simpler guards"
            )
            return .tooDeep(scalar.string)
        }
    }
}
