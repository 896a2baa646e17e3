import FSMExporters
import FSMTestSupport
import Foundation
import Testing

@testable import FSMRenderWorkers

/// The bytes `fsmcheck render` and its worker processes exchange.
@Suite struct RenderWireTests {
    @Test(arguments: ExampleMachines.all.indices, [DiagramOptions.Detail.names, .full])
    func aDiagramCrossesTheWireUnchanged(_ index: Int, detail: DiagramOptions.Detail) throws {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.all[index], options: DiagramOptions(detail: detail))
        let request = try #require(RenderWire.request(from: RenderWire.request(diagram, formats: [.pdf, .svg, .dot])))
        #expect(request.diagram == diagram)
        #expect(request.formats == [.pdf, .svg, .dot])
    }

    /// A request asks for at least one format and at most every one: a corrupted count must not
    /// make a worker draw nothing or draw a picture millions of times.
    @Test func aRequestForNoFormatOrTooManyIsRefused() {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.hierarchical)
        #expect(RenderWire.request(from: RenderWire.request(diagram, formats: [])) == nil)
        #expect(RenderWire.request(from: RenderWire.request(diagram, formats: Array(repeating: .svg, count: 5))) == nil)
    }

    @Test func aDrawingCrossesTheWireUnchanged() throws {
        let messages = [GraphvizMessage(isError: false, text: "Warning: ✓ über"), GraphvizMessage(isError: true, text: "Error")]
        let drawn = GraphvizResult(result: .success([0, 1, 255]), messages: messages, graphvizSeconds: 0.25)
        let replies = try #require(RenderWire.reply(from: RenderWire.reply([drawn, drawn])))
        #expect(replies.count == 2)
        let received = try #require(replies.last)
        #expect(received.data == [0, 1, 255])
        #expect(received.messages == messages)
        #expect(received.graphvizSeconds == 0.25)
        for failure in [
            GraphvizResult.Failure.cannotBuild, .noContext, .layout, .renderer("png"), .workerStopped("exited with status 3"), .noWorker("gone"),
        ] {
            let failed = try #require(
                RenderWire.reply(from: RenderWire.reply([GraphvizResult(result: .failure(failure), messages: [], graphvizSeconds: 0)]))?.first)
            #expect(failed.failure == failure)
            #expect(failed.data == nil)
        }
    }

    /// A worker that dies mid-write leaves a message cut short: every such prefix is refused.
    @Test func aMessageCutShortIsRefusedNotMisread() {
        let request = RenderWire.request(DiagramBuilder.diagram(for: ExampleMachines.hierarchical), formats: [.svg])
        #expect((0..<request.count).allSatisfy { RenderWire.request(from: request.prefix($0)) == nil })
        let reply = RenderWire.reply([
            GraphvizResult(result: .success(Array("<svg/>".utf8)), messages: [GraphvizMessage(isError: false, text: "w")], graphvizSeconds: 1)
        ])
        #expect((0..<reply.count).allSatisfy { RenderWire.reply(from: reply.prefix($0)) == nil })
        #expect(RenderWire.request(from: request + [0]) == nil, "trailing bytes mean the two sides disagree")
    }

    /// A name is read only as valid UTF-8; corrupted text is refused, not replaced.
    @Test func textThatIsNotUTF8IsRefused() {
        var request = RenderWire.request(DiagramBuilder.diagram(for: ExampleMachines.hierarchical), formats: [.svg])
        // The count of formats takes bytes 0..<8, the format ("svg") 8..<15; the diagram's name
        // starts after its own 4-byte length.
        #expect(RenderWire.request(from: request) != nil)
        request[19] = 0xFF
        #expect(RenderWire.request(from: request) == nil)
    }

    private func read(_ bytes: [UInt8]) -> Frames.Read {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(bytes))
        try? pipe.fileHandleForWriting.close()
        return Frames.read(from: pipe.fileHandleForReading)
    }

    /// A picture larger than a pipe's buffer and than one read's chunk arrives whole, written while
    /// the other side reads, as a worker's reply is; an empty message is a message too.
    @Test(arguments: [0, 3 << 20 + 5])
    func aLargeMessageCrossesAPipeWhole(_ length: Int) {
        let pipe = Pipe()
        let payload = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        // A thread of its own, not a task: both ends block in system calls.
        let written = Thread { #expect(Frames.write(payload, to: pipe.fileHandleForWriting)) }
        written.start()
        let read = Frames.read(from: pipe.fileHandleForReading)
        guard case .message(let received) = read else {
            Issue.record("\(read) is not the message written")
            return
        }
        #expect(received == payload)
    }

    /// Garbage on a worker's pipe, such as a length of 2⁶⁰ bytes, is refused without allocating it.
    @Test func framesThatCannotBeMessagesAreRefused() {
        if case .end = read([]) {} else { Issue.record("an empty stream is the end") }
        if case .message(let payload) = read([3, 0, 0, 0, 0, 0, 0, 0] + Array("abc".utf8)) {
            #expect(payload == Array("abc".utf8))
        } else {
            Issue.record("a whole frame is a message")
        }
        for garbage: [UInt8] in [[1, 2, 3], [5, 0, 0, 0, 0, 0, 0, 0] + Array("ab".utf8), [0, 0, 0, 0, 0, 0, 0, 16] + Array("abc".utf8)] {
            if case .malformed = read(garbage) {} else { Issue.record("\(garbage) is not a message") }
        }
    }
}
