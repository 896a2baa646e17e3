@_spi(RawSyntax) internal import SwiftSyntax

/// What the collector looks at, decided on raw nodes before any typed node is made.
extension MoveCollector {
    /// The words of SwiftFSM's table (`when(.coin) | then(.unlocked)`): in a file that imports it,
    /// a call of one is the table, which its own reader reads, not a helper that may write a storage.
    /// A table is most of such a file, so telling its calls apart raw saves most of its reading.
    static let swiftFSMTableWords: Set<SwiftSyntax.SyntaxText> = [
        "define", "when", "then", "matching", "condition", "actions", "overriding", "override", "SuperState",
    ]

    /// The nodes `collect` reads, told apart raw: most of a file (tokens, types, literals, plain
    /// names and what only they make up) is never looked at through the typed API. A call of one of
    /// `tableWords` is looked inside only, for the closures it is given.
    static func interest(in node: SourceNode, tableWords: Set<SwiftSyntax.SyntaxText>) -> ActiveSyntax.Interest {
        switch node.kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .variableDecl, .functionDecl, .returnStmt, .switchExpr,
            .ifExpr, .guardStmt, .inOutExpr, .forStmt:
            return .candidate
        case .functionCallExpr:
            guard !tableWords.isEmpty,
                let name = node.child(RawFunctionCallExprSyntax.self, { $0.calledExpression })?
                    .child(RawDeclReferenceExprSyntax.self, { $0.baseName })?.raw.tokenView?.rawText
            else { return .candidate }
            return tableWords.contains(name) ? .lookInside : .candidate
        case .sequenceExpr:
            var elements = node.child(RawSequenceExprSyntax.self, { $0.elements })?.children
            _ = elements?.next()
            return elements?.next()?.kind == .assignmentExpr ? .candidate : .lookInside
        case .declReferenceExpr:
            // `$state`: a binding; any other name holds nothing.
            return node.child(RawDeclReferenceExprSyntax.self, { $0.baseName })?.text.hasPrefix("$") == true ? .candidateAlone : .skip
        case .token, .stringSegment, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .identifierType,
            .memberType, .optionalType, .arrayType, .dictionaryType, .attribute, .importDecl, .enumCaseDecl:
            return .skip
        default:
            return .lookInside
        }
    }
}
