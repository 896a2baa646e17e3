internal import SwiftSyntax

/// The conditions `if`, `guard` and a loop's `where` put on the code they run.
extension MoveContextReader {
    /// The conditions of an `if` or `guard`, all of which hold in its body: those on matched paths
    /// (each part of an `&&` read on its own), and the others as plain text.
    static func readConditions(_ elements: ConditionElementListSyntax) -> (paths: [PathCondition], texts: [String]) {
        var paths: [PathCondition] = []
        var texts: [String] = []
        // `if let job = jobs[id], job.status == .running`: a copy of an element, tested as the
        // element the writes under it reach (`jobs[id]?.status = .done` is `?.status`).
        var copies: Set<String> = []
        for element in elements {
            switch element.condition {
            case .matchingPattern(let matching):
                if let path = MatchedCases.loosePath(of: matching.initializer.value),
                    let names = MatchedCases.caseNames(ofPattern: matching.pattern), !names.isEmpty
                {
                    paths += asWrittenAndAsElement(PathCondition(path: path, cases: .only(names)), copies: copies)
                    continue
                }
            case .expression(let expression):
                for part in MatchedCases.operands(of: expression, joinedBy: "&&") {
                    if let comparison = MatchedCases.comparison(part) {
                        paths += asWrittenAndAsElement(comparison, copies: copies)
                    } else {
                        // A Bool property (`!job.isFinal`) narrows the value it is asked of once its
                        // getter is read (not the elements a copy may stand for: which one a write
                        // reaches is a guess); as text it still labels the move.
                        if let test = MatchedCases.propertyTest(part) { paths.append(test) }
                        texts.append(part.trimmedText)
                    }
                }
                continue
            case .optionalBinding(let binding):
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value, MatchedCases.components(of: value)?.first != "self"
                {
                    copies.insert(name)
                }
            default: break
            }
            texts.append(conditionText(element))
        }
        return (paths, texts)
    }

    /// `for (i, job) in jobs.enumerated() where job.status == .queued`: the body runs for the
    /// elements the clause admits, so the writes through an element there (`jobs[i].status =
    /// .paused`) leave those cases, as under `if let job = jobs[i], job.status == .queued`.
    static func whereConditions(of loop: Syntax, around body: Syntax) -> [PathCondition] {
        guard let loop = loop.as(ForStmtSyntax.self), body.id == loop.body.id, let clause = loop.whereClause else { return [] }
        let pattern = loop.pattern.as(TuplePatternSyntax.self)?.elements.last?.pattern ?? loop.pattern
        let copies = Set(pattern.as(IdentifierPatternSyntax.self).map { [$0.identifier.text] } ?? [])
        return MatchedCases.operands(of: clause.condition, joinedBy: "&&").compactMap(MatchedCases.comparison).flatMap {
            asWrittenAndAsElement($0, copies: copies)
        }
    }

    /// A condition on `job.status`, and on `?.status` too when `job` is a copy bound earlier in the
    /// same condition list: the writes may go through the copy or through the element.
    private static func asWrittenAndAsElement(_ condition: PathCondition, copies: Set<String>) -> [PathCondition] {
        guard let dot = condition.path.firstIndex(of: "."), copies.contains(String(condition.path[..<dot])) else { return [condition] }
        var element = condition
        element.path = "?" + condition.path[dot...]
        return [condition, element]
    }
}
