import SwiftFSM

// Short names the suite's tables read better with.
typealias Given = Syntax.Matching<TurnstileState, TurnstileEvent>
typealias Actions = Syntax.Actions<TurnstileState, TurnstileEvent>
