import FSMDiagnostics
import FSMModel
import FSMParallel

/// Reads state machines written with Swift DSLs straight from source, without compiling or running it.
///
/// All files are parsed in parallel, their declarations are merged into one index, and then every
/// dialect extractor reads every file in parallel against that index.
public struct SwiftLoader: MachineLoader {
    /// Every dialect fsmcheck reads; each recognises only its own library's forms, so all of them
    /// read every file and a machine is claimed by the one whose forms it uses.
    static let allExtractors: [any DialectExtractor] = [
        SwiftFSMExtractor(),
        StatedExtractor(), RxAutomatonExtractor(), SwiftStateExtractor(),
        MachinusExtractor(), TinderExtractor(), FeedbacksExtractor(), ReducerExtractor(), HandWrittenExtractor(),
    ]

    /// Finds the words some reading of every file looks for, the declaration index's and each
    /// dialect's markers, in one scan of each file as it is parsed.
    static let wordScanner = WordScanner(words: FileDeclarations.declarationWords + allExtractors.flatMap(\.markers) + machineWords)

    /// The names `--dialect` accepts, as they appear in `Machine.dialect`.
    public static let dialectNames: [String] = allExtractors.map(\.dialect)

    let extractors: [any DialectExtractor]

    /// Reads only the named dialects when `dialects` is given (`nil` reads all of them): a
    /// project can rule out a library whose forms happen to look like its own code.
    public init(dialects: Set<String>? = nil) {
        extractors = dialects.map { names in Self.allExtractors.filter { names.contains($0.dialect) } } ?? Self.allExtractors
    }

    public var fileExtensions: [String] { ["swift"] }

    /// `swift` for all of them at once, then each library's; a loader restricted to some of them
    /// (`--dialect swiftfsm`) names only those, so that what it reads is told apart (`LoadCache`).
    public var dialectNames: [String] {
        extractors.count == Self.allExtractors.count ? ["swift"] + Self.dialectNames : extractors.map(\.dialect)
    }

    public func restricted(to dialects: Set<String>) -> (any MachineLoader)? {
        let chosen = dialects.contains("swift") ? Set(Self.dialectNames) : dialects.intersection(Self.dialectNames)
        return chosen.isEmpty ? nil : SwiftLoader(dialects: chosen)
    }

    public var rules: [RuleDescription] { [CommonRules.parseError, SwiftLoaderRules.unsupportedConstruct] }

    /// Words of a file that may hold part of a machine besides the dialects' markers: a SwiftFSM
    /// machine created here and tabled in another file, an initial state given here.
    private static let machineWords = ["FSM", "initialState"]

    public func load(_ files: [SourceFile]) -> LoadResult { load(files, keepingFactsIn: nil) }

    /// Reads `files`, restoring from `store` the facts of the files that did not change since the
    /// run that stored them (`StoredFacts`): those are not parsed unless a lookup needs their trees.
    public func load(_ files: [SourceFile], keepingFactsIn store: (any FactsStore)?) -> LoadResult {
        let extractors = extractors
        let machineWords = extractors.flatMap(\.markers) + Self.machineWords
        // Each tree goes once its file's declarations are read, unless a dialect is about to walk
        // it (its words are in the file): an app's trees together would outweigh everything else.
        // What another file's lookup needs of a tree let go is parsed again (`SyntaxTrees`).
        let trees = SyntaxTrees(sources: files.map(\.text))
        let stored = store.map { StoredFacts(in: $0, for: files) }
        let read = Array(files.enumerated()).concurrentMap { position, file in
            if let restored = stored?.restore(file, index: position, trees: trees) { return restored }
            let parsedFile = ParsedSwiftFile(file, index: position, trees: trees)
            let declarations = FileDeclarations(of: parsedFile)
            if file.isVendored || !parsedFile.mentions(anyOf: machineWords) { trees.release(position) }
            let facts = stored == nil ? nil : StoredFacts.encode(declarations, of: parsedFile)
            return StoredFacts.ReadFile(parsed: parsedFile, declarations: declarations, stored: facts)
        }
        stored?.keep(read)
        let index = DeclarationIndex(files: read.map(\.parsed), declarations: read.map(\.declarations))
        let perFile = index.files.concurrentMap { file in
            // Vendored code feeds the index (an SDK's enum an app uses), but its machines are the library's.
            guard !file.isVendored else { return LoadResult() }
            var result = LoadResult()
            for extractor in extractors {
                let extracted = extractor.extract(from: file, index: index)
                result.machines += extracted.machines.map { SkippedCode.hidingTransitions($0, notes: extracted.diagnostics) }
                result.diagnostics += extracted.diagnostics
            }
            // A syntax error is a finding where it may have cost a machine read from the file; in a
            // file where none was read, its syntax is the compiler's business (old Swift, a generated
            // file, a form swift-syntax does not know yet), and a note says what was not read.
            let syntax = result.machines.isEmpty ? file.unreadMachinesNote() : file.syntaxErrorDiagnostic()
            result.diagnostics.insert(contentsOf: syntax.map { [$0] } ?? [], at: 0)
            return result
        }
        BackgroundRelease.release((consume index, consume read))
        var machines = SharedDeclarations.pruned(perFile.flatMap(\.machines))
        var diagnostics = perFile.map(\.diagnostics)
        MachineNames.makeUnique(&machines, notes: &diagnostics, machineCounts: perFile.map(\.machines.count))
        diagnostics.append(PropertyComments.attach(to: &machines, files: files))
        return LoadResult(machines: machines, diagnostics: diagnostics.joined().sorted())
    }
}

/// What an `unsupported-construct` note means for the checks: the code it names was skipped, and
/// unless the dialect said more precisely which states it concerns, it may hold transitions from
/// any state to any state, so no dead end or unreachable state is made up from their absence.
enum SkippedCode {
    static func hidingTransitions(_ machine: Machine, notes: [Diagnostic]) -> Machine {
        guard !machine.hasUnseenTransitions,
            let note = notes.first(where: { $0.ruleID == SwiftLoaderRules.unsupportedConstruct.id && $0.subject.machine == machine.name })
        else { return machine }
        var machine = machine
        machine.unseen.append(Unseen(.transitions(from: nil), reason: note.message, at: note.location))
        return machine
    }
}

/// Keeps machine names unique across a load, since reports, diagrams and output files are keyed by
/// them: a repeated name gets `#2`, `#3`, … in load order.
enum MachineNames {
    /// `notes[i]` are what the extraction of file `i` said, about its `machineCounts[i]` machines
    /// (`machines` in file order): a renamed machine's notes name it by its new name, so that they
    /// are reported with it.
    static func makeUnique(_ machines: inout [Machine], notes: inout [[Diagnostic]], machineCounts: [Int]) {
        var seen: [String: Int] = [:]
        var position = 0
        for (file, count) in machineCounts.enumerated() {
            let names = machines[position..<(position + count)].map(\.name)
            for offset in names.indices {
                let name = names[offset]
                let number = seen[name, default: 0] + 1
                seen[name] = number
                guard number > 1 else { continue }
                machines[position + offset].name = "\(name)#\(number)"
                // Notes name their machine; two machines of one name in a file cannot be told apart.
                guard names.count(where: { $0 == name }) == 1, notes.indices.contains(file) else { continue }
                for note in notes[file].indices where notes[file][note].subject.machine == name {
                    notes[file][note].subject.machine = machines[position + offset].name
                }
            }
            position += count
        }
    }
}

/// The rules only the Swift loader reports.
public enum SwiftLoaderRules {
    public static let unsupportedConstruct = RuleDescription(
        id: "unsupported-construct",
        defaultSeverity: .note,
        summary: "Swift code that cannot be read without running it was skipped",
        rationale: """
            fsmcheck reads Swift source without compiling or running it. A table built in a loop or an `if`, a \
            super state assigned in another method, or an event passed in as a parameter only has a value at \
            run time. Rather than guess, fsmcheck skips that part and says exactly what it skipped, so a clean \
            report never hides transitions it did not see; the states the skipped code was written in may then \
            leave for any state, so no dead end or unreachable state is made up. It is a limit of the tool, \
            not a fault of the code: a note by default (`.fsmcheck.yml` can raise it), never failing \
            `--strict`. A target computed at run time is kept as a dynamic transition to the states it can be. \
            Write the part with literal states and events (`.locked`, `State.locked`) to have it checked. A \
            file whose square brackets nest too deep to parse in time is not read, and said so; so is one that \
            does not parse and holds no machine fsmcheck could read (no `parse-error`: its syntax is the \
            compiler's business).
            """,
        triggeringExample: SourceExample(
            fileName: "example.swift",
            """
            final class Turnstile: SyntaxBuilder {
                enum State { case locked, unlocked }
                enum Event { case coin, pass }

                let fsm = FSM<State, Event>(initialState: .locked)

                func build(opening event: Event) throws {
                    try fsm.buildTable {
                        define(.locked) {
                            when(↓event) | then(.unlocked)
                        }
                        define(.unlocked) {
                            when(.pass) | then(.locked)
                        }
                    }
                }
            }
            """
        ),
        passingExample: SourceExample(
            fileName: "example.swift",
            """
            final class Turnstile: SyntaxBuilder {
                enum State { case locked, unlocked }
                enum Event { case coin, pass }

                let fsm = FSM<State, Event>(initialState: .locked)

                func build() throws {
                    try fsm.buildTable {
                        define(.locked) {
                            when(.coin) | then(.unlocked)
                        }
                        define(.unlocked) {
                            when(.pass) | then(.locked)
                        }
                    }
                }
            }
            """
        )
    )
}
