import Dispatch
import Synchronization

/// An object that announces changes before they happen, as in SwiftUI and Combine.
///
/// Mark properties `@Published` and views that hold the object with `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject` re-evaluate when one of them changes:
///
/// ```swift
/// final class HeartData: ObservableObject {
///     @Published var beatsPerMinute = 0
/// }
/// ```
///
/// Combine does not exist on Linux: `objectWillChange` is an ``ObservableObjectPublisher``,
/// which GtkUI provides with `send()` and subscriptions.
public protocol ObservableObject: AnyObject {
    /// The type of ``objectWillChange``.
    associatedtype ObjectWillChangePublisher: ObjectWillChangeSending = ObservableObjectPublisher
    /// Announces a change before it happens.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// What `objectWillChange` must be able to do: announce, and let views subscribe.
public protocol ObjectWillChangeSending: AnyObject {
    /// Announces that the object is about to change.
    func send()
    /// Calls `receive` on the main thread after each `send()` until the returned token is
    /// released or cancelled.
    func addSubscriber(_ receive: @escaping @MainActor @Sendable () -> Void) -> AnyObject
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made on first use and kept as long as the object lives.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}

/// Announces an object's changes to its subscribers (the views that observe it).
///
/// `send()` may be called from any thread; subscribers always hear it on the main thread —
/// at once when sent there, otherwise on the main queue's next turn.
public final class ObservableObjectPublisher: ObjectWillChangeSending, Sendable {
    /// A subscription; releasing or cancelling it stops delivery.
    public final class Subscription: Sendable {
        private let publisher: ObservableObjectPublisher?
        private let id: Int

        fileprivate init(publisher: ObservableObjectPublisher, id: Int) {
            self.publisher = publisher
            self.id = id
        }

        /// Stops delivery to this subscriber.
        public func cancel() {
            publisher?.remove(id)
        }

        deinit { cancel() }
    }

    private struct Subscribers {
        var receivers: [Int: @MainActor @Sendable () -> Void] = [:]
        var nextID = 0
    }

    private let subscribers = Mutex(Subscribers())

    public init() {}

    /// Calls `receive` on the main thread before every change, until the returned
    /// subscription is cancelled or released.
    public func subscribe(_ receive: @escaping @MainActor @Sendable () -> Void) -> Subscription {
        let id = subscribers.withLock { state in
            state.nextID += 1
            state.receivers[state.nextID] = receive
            return state.nextID
        }
        return Subscription(publisher: self, id: id)
    }

    public func addSubscriber(_ receive: @escaping @MainActor @Sendable () -> Void) -> AnyObject {
        subscribe(receive)
    }

    /// Announces a change to every subscriber, on the main thread.
    ///
    /// On the main thread, `objectWillChange` is sent before the new value is stored and
    /// the subscribers' updates run later, after the store. From another thread the
    /// announcement reaches the main thread once, at its next turn:
    /// `@Published` announces a change made off the main thread after storing it, and a
    /// model that calls `send()` itself off the main thread must store first, as SwiftUI
    /// also requires.
    public func send() {
        let receivers = subscribers.withLock { Array($0.receivers.values) }
        guard !receivers.isEmpty else { return }
        MainThreadDelivery.deliver { receivers.forEach { $0() } }
    }

    /// How many subscribers there are (for tests).
    public var subscriberCount: Int {
        subscribers.withLock { $0.receivers.count }
    }

    fileprivate func remove(_ id: Int) {
        _ = subscribers.withLock { $0.receivers.removeValue(forKey: id) }
    }
}

extension ObservableObjectPublisher {
    /// The publisher of `object`, for objects that use the default `objectWillChange`:
    /// kept in a side table with a weak reference to the object, since Swift cannot add
    /// stored properties to a protocol's conformers. Entries of dead objects are pruned.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        let reference = WeakReference(object)
        return DefaultPublishers.table.withLock { $0.publisher(for: key, reference: reference) }
    }
}

/// A weak reference used only to tell whether an object still lives.
private final class WeakReference: @unchecked Sendable {
    private weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }

    /// Whether the object lives; while it does, no other object can have its identifier.
    var isAlive: Bool { object != nil }
}

private enum DefaultPublishers {
    struct Entry {
        let reference: WeakReference
        let publisher: ObservableObjectPublisher
    }

    struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        var pruneAt = 64

        mutating func publisher(
            for key: ObjectIdentifier, reference: WeakReference
        ) -> ObservableObjectPublisher {
            if let entry = entries[key], entry.reference.isAlive { return entry.publisher }
            if entries.count >= pruneAt {
                entries = entries.filter { $0.value.reference.isAlive }
                pruneAt = max(64, entries.count * 2)
            }
            let publisher = ObservableObjectPublisher()
            entries[key] = Entry(reference: reference, publisher: publisher)
            return publisher
        }
    }

    static let table = Mutex(Table())
}
