internal import SwiftSyntax

/// Moves made by calling a `mutating func` of the state's enum on the storage: `state.step.next()`
/// moves `step` where the method's `self = …` says, from the states both the call site and the
/// method allow.
extension StorageFinder {
    func mutatingMethodMoves(of property: StoredProperty, stateType: EnumDeclaration, owner: String) -> [Storage.Move] {
        let calls = index.handWritten.methodCalls(on: property.name)
        // A reducer-dialect enum's `handleEvent` is that dialect's machine, with its hierarchy.
        guard !calls.isEmpty, !index.handWritten.reducerDialectTypes.contains(stateType.name) else { return [] }
        let enumScope = stateType.scope + [stateType.name]
        let selfWrites = index.handWritten.writes(to: "self").map(\.write).filter { write in
            write.path == ["self"] && write.context.function != nil && HandWrittenIndex.scope(write.context.scope, isOwner: enumScope)
        }
        let writesByMethod = Dictionary(grouping: selfWrites) { $0.context.function ?? "" }
        return calls.flatMap { call -> [Storage.Move] in
            guard let methodWrites = writesByMethod[call.method] else { return [] }
            let context = MoveContextReader.context(of: call.call)
            guard let (path, isCertain) = storagePath(of: call.path, in: context, property: property, owner: owner), isCertain else { return [] }
            return methodWrites.map { methodWrite in
                let write = StorageWrite(
                    path: call.path, targets: [], context: Self.context(context, within: methodWrite.context, storagePath: path), location: call.location)
                return Storage.Move(write: write, storagePath: path, targets: methodWrite.targets.map { argument($0, of: call) })
            }
        }
    }

    /// The call site's conditions, and the method's conditions on `self` as conditions on the storage.
    private static func context(_ callSite: MoveContext, within method: MoveContext, storagePath: String) -> MoveContext {
        var context = callSite
        let onSelf = method.alternatives.map { alternative in
            alternative.filter { $0.path == "self" }.map { condition in
                var renamed = condition
                renamed.path = storagePath
                return renamed
            }
        }
        let combined = callSite.alternatives.flatMap { outer in onSelf.map { outer + $0 } }
        context.alternatives = combined.count <= MoveContextReader.alternativeLimit ? combined : callSite.alternatives
        context.conditions += method.conditions
        return context
    }

    /// A method that assigns its parameter (`mutating func move(to next: Self) { self = next }`)
    /// moves to the value the call passes.
    private func argument(_ target: MoveTarget, of call: MethodCall) -> MoveTarget {
        guard case .parameter(let position) = target, let arguments = call.call.as(FunctionCallExprSyntax.self)?.arguments,
            position < arguments.count
        else { return target }
        return .computed(arguments[arguments.index(arguments.startIndex, offsetBy: position)].expression, fileIndex: call.fileIndex)
    }
}
