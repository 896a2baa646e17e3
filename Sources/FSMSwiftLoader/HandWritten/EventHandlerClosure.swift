internal import SwiftSyntax

/// A closure SwiftUI runs when something happens (`.onReceive(signal) { … }`, `Button("Stop") {
/// … }`, `.task { … }`), as opposed to one that builds a view: inside a `body`, code there handles
/// events, so a test of the state there decides what happens, as in a method.
enum EventHandlerClosure {
    /// View modifiers whose closure is an action.
    static let modifiers: Set<String> = [
        "onAppear", "onDisappear", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "onSubmit", "task", "onOpenURL",
        "refreshable", "onHover", "onKeyPress", "onDrop", "onCommand", "onContinueUserActivity", "onDelete", "onMove",
    ]

    /// Whether `closure` is an action given to a modifier or a `Button`.
    static func handlesEvents(_ closure: ClosureExprSyntax) -> Bool {
        var argumentLabel: String?
        var call: FunctionCallExprSyntax?
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            argumentLabel = argument.label?.text
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
            call = parent
        } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            argumentLabel = element.label.text
            call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return modifiers.contains(member.declName.baseName.text)
        }
        // `Button("Stop") { stop() }`, `Button(action: stop) { Text("Stop") }`: the action, not the label.
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button" else { return false }
        let hasActionArgument = call.arguments.contains { $0.label?.text == "action" }
        return argumentLabel == "action" || (argumentLabel == nil && !hasActionArgument)
    }

    /// Whether `closure` runs later than the code around it: an action, a subscriber (`.sink { … }`)
    /// or a task (`Task { … }`, `queue.async { … }`). What that code made is no guide to what the
    /// values it reaches hold by then.
    static func runsLater(_ closure: ClosureExprSyntax) -> Bool {
        if handlesEvents(closure) { return true }
        guard let call = call(receiving: closure) else { return false }
        return EarlierStatement.isLaunch(call) || call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "sink"
    }

    /// The method of the code's own type that `closure` is given to (`probe { … }`, `self.probe(finish:
    /// { … })`, `self?.probe { … }`), by name: it may move the state before it calls the closure back.
    static func ownMethodCalled(with closure: ClosureExprSyntax) -> String? {
        call(receiving: closure).flatMap { ownMethodName(called: $0.calledExpression) }
    }

    /// The name of the method `called` names on the code's own value, bare or through `self`.
    static func ownMethodName(called: ExprSyntax) -> String? {
        if let name = called.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
        guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let receiver = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        return receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
    }

    /// The call `closure` is an argument of, trailing or labeled.
    static func call(receiving closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
}
