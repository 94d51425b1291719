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

    /// Notes the `@ObservedObject`s among `value`'s stored properties (a custom view or
    /// commands being resolved).
    static func noteObjects(in value: Any) {
        guard collecting != nil else { return }
        for child in Mirror(reflecting: value).children {
            if let observed = child.value as? any ObservableObjectSubscribing { collecting?.append(observed) }
        }
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
