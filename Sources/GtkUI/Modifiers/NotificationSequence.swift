import Foundation

/// The notifications of one name posted to a `NotificationCenter`, as an asynchronous
/// sequence: what `NotificationCenter.publisher(for:object:)` returns for ``View/onReceive(_:perform:)``.
///
/// Each iteration registers an observer and removes it when the iteration ends or is
/// cancelled (the view disappears).
public struct NotificationSequence: AsyncSequence, Sendable {
    public typealias Element = Notification

    let center: NotificationCenter
    let name: Notification.Name
    nonisolated(unsafe) let object: AnyObject?

    public func makeAsyncIterator() -> AsyncStream<Notification>.Iterator {
        let (stream, continuation) = AsyncStream<Notification>.makeStream(bufferingPolicy: .unbounded)
        let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
            // A Notification is a value; the poster keeps no way to change this copy, so it
            // can cross to the iterating (main) actor although Foundation does not mark it Sendable.
            nonisolated(unsafe) let delivered = notification
            continuation.yield(delivered)
        }
        let registration = ObserverRegistration(center: center, token: token)
        continuation.onTermination = { _ in registration.remove() }
        return stream.makeAsyncIterator()
    }
}

/// An observer to remove from its center once.
private final class ObserverRegistration: @unchecked Sendable {
    private let center: NotificationCenter
    private let token: NSObjectProtocol
    private let lock = NSLock()
    private var removed = false

    init(center: NotificationCenter, token: NSObjectProtocol) {
        self.center = center
        self.token = token
    }

    func remove() {
        lock.lock()
        defer { lock.unlock() }
        guard !removed else { return }
        removed = true
        center.removeObserver(token)
    }
}

extension NotificationCenter {
    /// The notifications named `name` (from `object`, or any sender), for
    /// ``View/onReceive(_:perform:)`` — the name SwiftUI code uses with Combine.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationSequence {
        NotificationSequence(center: self, name: name, object: object)
    }
}
