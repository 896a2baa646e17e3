import FSMGraphviz
import Foundation

/// `fsmcheck-render-worker`: not for people. fsmcheck's `RenderWorkerPool` starts it, next to the
/// `fsmcheck` executable, to draw diagrams in a process of its own (see `RenderWorkerPool` for
/// why); it is the only part of fsmcheck that links libgraphviz. It reads requests on standard
/// input and answers on standard output until its input closes.
guard RenderWorker.serve() else {
    FileHandle.standardError.write(
        Data("error: fsmcheck-render-worker reads only the requests fsmcheck sends it; run `fsmcheck render` instead\n".utf8))
    exit(2)
}
