import FSMDiagnostics
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
    static let termLimit = CommonRules.guardTermLimit

    let space: PredicateSpace

    func normalize(_ predicate: PredicateExpression?) -> NormalizedGuard {
        guard let predicate else { return Self.alwaysHolds }
        if let flat = normalizeFlat(predicate) { return flat }
        var stack: [Frame] = []
        var pending: (expression: PredicateExpression, holds: Bool)? = (predicate, true)
        var finished: [GuardTerm]?
        while true {
            if let (expression, holds) = pending {
                pending = nil
                switch expression {
                case .atom(let atom):
                    guard let term = space.term(for: atom, holds: holds) else { return .unknownNames }
                    finished = term.canNeverHold ? [] : [term]
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

    /// Shared by every unguarded transition, which is most of them, instead of one array each.
    private static let alwaysHolds = NormalizedGuard.terms([.always])

    /// A guard that is a single literal, or an `and` or an `or` of literals (`A.x`, `A.x and not
    /// B.y`, `A.x or A.y`), normalized in one pass over its atoms; nil for any other shape. Most
    /// guards have one of these shapes, and they need neither the general walk's frames nor a
    /// copy of their atoms.
    private func normalizeFlat(_ predicate: PredicateExpression) -> NormalizedGuard? {
        switch predicate {
        case .atom, .not(.atom):
            guard let term = literalTerm(predicate) else { return .unknownNames }
            return .terms(term.canNeverHold ? [] : [term])
        case .and(let parts):
            guard parts.allSatisfy(\.isLiteral) else { return nil }
            var conjunction: GuardTerm? = .always
            for part in parts {
                guard let term = literalTerm(part) else { return .unknownNames }
                conjunction = conjunction?.intersection(term)
                if conjunction?.canNeverHold == true { conjunction = nil }
            }
            return .terms(conjunction.map { [$0] } ?? [])
        case .or(let parts):
            guard parts.allSatisfy(\.isLiteral) else { return nil }
            var terms: [GuardTerm] = []
            for part in parts {
                guard let term = literalTerm(part) else { return .unknownNames }
                if !term.canNeverHold { Self.insertMerging(term, into: &terms) }
            }
            return terms.count <= Self.termLimit ? .terms(terms) : .tooComplex
        default:
            return nil
        }
    }

    /// The term of a literal, or nil when it names an undeclared type or case.
    private func literalTerm(_ literal: PredicateExpression) -> GuardTerm? {
        switch literal {
        case .atom(let atom): space.term(for: atom, holds: true)
        case .not(.atom(let atom)): space.term(for: atom, holds: false)
        default: nil
        }
    }

    /// Adds a term to a disjunction, folding it into an existing term when the two are one term
    /// together, so that `A.x or A.y` stays the single term the user meant.
    private static func insertMerging(_ term: GuardTerm, into terms: inout [GuardTerm]) {
        for position in terms.indices {
            if let merged = terms[position].union(term) {
                terms[position] = merged
                return
            }
        }
        terms.append(term)
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
                for term in operand { GuardNormalizer.insertMerging(term, into: &terms) }
            }
            return terms.count <= GuardNormalizer.termLimit
        }
    }
}

extension PredicateExpression {
    /// An atom or a negated atom.
    fileprivate var isLiteral: Bool {
        switch self {
        case .atom, .not(.atom): true
        default: false
        }
    }
}
