import Dispatch
import Observation

/// What the app's commands read while they are resolved: `@Observable` properties (through
/// observation tracking) and the `ObservableObject`s of `@ObservedObject` properties of
/// custom views and commands. A change to any of them resolves the commands again.
@MainActor
final class CommandDependencies: UpdateClient {
    private let resolve: @MainActor () -> CommandList
    private let apply: @MainActor (CommandList) -> Void
    private var subscriptions: [AnyObject] = []
    /// Which resolution the current subscriptions belong to.
    private var generation = 0

    /// The objects found while resolving, or `nil` outside a resolution.
    private static var collecting: [any ObservableObjectSubscribing]?

    /// - Parameters:
    ///   - resolve: evaluates the commands (the app's body, custom views' bodies).
    ///   - apply: receives each later resolution.
    init(resolve: @escaping @MainActor () -> CommandList, apply: @escaping @MainActor (CommandList) -> Void) {
        self.resolve = resolve
        self.apply = apply
    }

    /// Resolves the commands and follows what they read.
    func resolveAndTrack() -> CommandList {
        generation += 1
        let current = generation
        Self.collecting = []
        defer { Self.collecting = nil }
        let list = withObservationTracking(resolve) { [weak self] in
            Self.onMain { self?.changed(generation: current) }
        }
        subscriptions = (Self.collecting ?? []).map { object in
            object.subscribe { [weak self] in self?.changed(generation: current) }
        }
        return list
    }

    /// Notes the `@ObservedObject`s and `@StateObject`s among `value`'s stored properties
    /// (a custom view or commands being resolved).
    static func noteObjects<Value>(in value: Value) {
        guard collecting != nil else { return }
        let fields = subscribingFields(of: Value.self)
        guard !fields.isEmpty else { return }
        withUnsafeBytes(of: value) { bytes in
            for field in fields { collecting?.append(field.type.read(from: bytes, at: field.offset)) }
        }
    }

    /// A stored property whose type can be subscribed to: where it is stored and its type.
    private typealias SubscribingField = (offset: Int, type: any ObservableObjectSubscribing.Type)

    private static var subscribingFields: [ObjectIdentifier: [SubscribingField]] = [:]

    /// The stored properties of `type` that hold objects to follow, found once per type.
    private static func subscribingFields(of type: Any.Type) -> [SubscribingField] {
        if let known = subscribingFields[ObjectIdentifier(type)] { return known }
        let found = AttachablePropertyTypes.fields(of: type) { $0 as? any ObservableObjectSubscribing.Type }
        subscribingFields[ObjectIdentifier(type)] = found
        return found
    }

    private func changed(generation: Int) {
        guard generation == self.generation else { return }
        self.generation += 1  // one refresh per resolution
        UpdateScheduler.shared.schedule(self)
    }

    func performUpdates() {
        apply(resolveAndTrack())
    }

    private nonisolated static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
        if MainThread.isCurrent {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }
}

/// A property wrapper holding an ``ObservableObject`` whose changes can be followed.
@MainActor
protocol ObservableObjectSubscribing {
    /// Calls `receive` on each change until the returned token is released.
    func subscribe(_ receive: @escaping @MainActor @Sendable () -> Void) -> AnyObject
}

extension ObservableObjectSubscribing {
    /// The property of this type stored at `offset` in a value's `bytes`.
    fileprivate static func read(from bytes: UnsafeRawBufferPointer, at offset: Int) -> any ObservableObjectSubscribing {
        bytes.field(at: offset, as: Self.self)
    }
}

extension ObservedObject: ObservableObjectSubscribing {
    func subscribe(_ receive: @escaping @MainActor @Sendable () -> Void) -> AnyObject {
        ObjectChanges.subscribe(wrappedValue, receive)
    }
}

extension StateObject: ObservableObjectSubscribing {
    func subscribe(_ receive: @escaping @MainActor @Sendable () -> Void) -> AnyObject {
        ObjectChanges.subscribe(wrappedValue, receive)
    }
}
