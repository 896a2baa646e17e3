// The table from the README's quick start, checked as written. Snippets have no FSM around them,
// so the machine's starting state is not part of the snippet.
import Lamp
import SwiftFSM

let fixable = SuperState {
    when(.repair) | then(.off)
}

define(.off, adopts: fixable) {
    when(.toggle) | then(.on)
}

define(.on, adopts: fixable) {
    when(.toggle) | then(.off)
    when(.knock) | then(.broken)
}

define(.broken, adopts: fixable)
