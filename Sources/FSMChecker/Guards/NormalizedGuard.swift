import FSMModel

/// A guard's predicate as the checker compares it: a disjunction of terms.
enum NormalizedGuard: Sendable {
    /// The terms, each satisfiable; none means the guard can never hold.
    case terms([GuardTerm])
    /// The guard names an undeclared predicate type or case: `unknown-predicate` reports it and no
    /// other rule compares it, so one typo gives one finding.
    case unknownNames
    /// Expanding the guard would take more than `GuardNormalizer.termLimit` terms.
    case tooComplex

    var terms: [GuardTerm]? {
        if case .terms(let terms) = self { terms } else { nil }
    }

    var namesUnknownPredicates: Bool {
        if case .unknownNames = self { true } else { false }
    }

    var isTooComplex: Bool {
        if case .tooComplex = self { true } else { false }
    }

    var canNeverHold: Bool { terms?.isEmpty == true }
}

/// Turns a predicate expression into disjunctive normal form, pushing `not` down to the atoms
/// (`not A.x` allows every other case of `A`) and dropping unsatisfiable terms as it goes.
///
/// The walk uses an explicit stack, so a guard nested a thousand levels deep cannot overflow the
/// call stack, and it stops once a guard needs more than `termLimit` terms instead of letting an
/// adversarial `(a or b) and (c or d) and …` grow exponentially.
struct GuardNormalizer: Sendable {
    static let termLimit = 256

    let space: PredicateSpace

    func normalize(_ predicate: PredicateExpression?) -> NormalizedGuard {
        guard let predicate else { return .terms([.always]) }
        if let literals = Self.literals(of: predicate) { return conjunction(of: literals) }
        var stack: [Frame] = []
        var pending: (expression: PredicateExpression, holds: Bool)? = (predicate, true)
        var finished: [GuardTerm]?
        while true {
            if let (expression, holds) = pending {
                pending = nil
                switch expression {
                case .atom(let atom):
                    guard let term = space.term(for: atom, holds: holds) else { return .unknownNames }
                    finished = term.restrictions.contains { $0.cases.isEmpty } ? [] : [term]
                case .not(let inner):
                    pending = (inner, !holds)
                    continue
                case .and(let parts):
                    stack.append(Frame(parts: parts, holds: holds, isConjunction: holds))
                case .or(let parts):
                    stack.append(Frame(parts: parts, holds: holds, isConjunction: !holds))
                }
            }
            if let terms = finished {
                finished = nil
                guard !stack.isEmpty else { return .terms(terms) }
                guard stack[stack.count - 1].combine(terms) else { return .tooComplex }
            }
            let top = stack.count - 1
            if stack[top].next < stack[top].parts.count {
                pending = (stack[top].parts[stack[top].next], stack[top].holds)
                stack[top].next += 1
            } else {
                finished = stack.removeLast().terms
            }
        }
    }

    /// The atoms of a guard that is a single literal or an `and` of literals (`A.x and not B.y`),
    /// with whether each must hold; nil for anything else. Most guards have this shape, and it
    /// normalizes to one term without the general walk.
    private static func literals(of predicate: PredicateExpression) -> [(PredicateAtom, Bool)]? {
        func literal(_ expression: PredicateExpression) -> (PredicateAtom, Bool)? {
            switch expression {
            case .atom(let atom): (atom, true)
            case .not(.atom(let atom)): (atom, false)
            default: nil
            }
        }
        if let single = literal(predicate) { return [single] }
        guard case .and(let parts) = predicate else { return nil }
        var literals: [(PredicateAtom, Bool)] = []
        literals.reserveCapacity(parts.count)
        for part in parts {
            guard let next = literal(part) else { return nil }
            literals.append(next)
        }
        return literals
    }

    private func conjunction(of literals: [(PredicateAtom, Bool)]) -> NormalizedGuard {
        var term = GuardTerm.always
        var satisfiable = true
        for (atom, holds) in literals {
            guard let next = space.term(for: atom, holds: holds) else { return .unknownNames }
            if satisfiable, let common = term.intersection(next), !common.restrictions.contains(where: { $0.cases.isEmpty }) {
                term = common
            } else {
                satisfiable = false
            }
        }
        return .terms(satisfiable ? [term] : [])
    }

    /// An `and` or `or` being evaluated: its operands, how far it got, and the terms so far.
    /// Under negation `and` becomes a disjunction and `or` a conjunction (De Morgan).
    private struct Frame {
        let parts: [PredicateExpression]
        let holds: Bool
        let isConjunction: Bool
        var next = 0
        var terms: [GuardTerm]

        init(parts: [PredicateExpression], holds: Bool, isConjunction: Bool) {
            self.parts = parts
            self.holds = holds
            self.isConjunction = isConjunction
            terms = isConjunction ? [.always] : []
        }

        /// Folds an operand's terms in; false when the result would exceed the term limit.
        mutating func combine(_ operand: [GuardTerm]) -> Bool {
            if isConjunction {
                var product: [GuardTerm] = []
                for left in terms {
                    for right in operand {
                        guard let common = left.intersection(right) else { continue }
                        product.append(common)
                        if product.count > GuardNormalizer.termLimit { return false }
                    }
                }
                terms = product
            } else {
                for term in operand { insertMerging(term) }
            }
            return terms.count <= GuardNormalizer.termLimit
        }

        private mutating func insertMerging(_ term: GuardTerm) {
            for position in terms.indices {
                if let merged = terms[position].union(term) {
                    terms[position] = merged
                    return
                }
            }
            terms.append(term)
        }
    }
}
