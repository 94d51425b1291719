import CGtk

/// Something that updates itself in the scheduler's per-frame pass.
@MainActor
public protocol UpdateClient: AnyObject {
    /// Brings the client up to date. Called at most once per pass, unless it schedules
    /// itself again while updating.
    func performUpdates()
}

/// Coalesces invalidations into one update pass per turn of the main loop.
///
/// Any number of ``schedule(_:)`` calls before the pass runs cost one pass: the pass runs
/// from an idle source at a priority above GTK's layout and paint
/// (`G_PRIORITY_HIGH_IDLE + 10`, where GDK redraws at `+ 20`), so what it changes is laid
/// out and painted in the same frame.
@MainActor
public final class UpdateScheduler {
    /// The scheduler of GTK's default main context.
    public static let shared = UpdateScheduler()

    /// How many passes have run: a debug counter for tests and benchmarks.
    public private(set) var passCount = 0

    /// Clients updated again within one pass before the rest waits for the next frame.
    private static let maximumRoundsPerPass = 64

    private var pending: [ObjectIdentifier: any UpdateClient] = [:]
    private var order: [ObjectIdentifier] = []
    private var sourceID: guint = 0

    private init() {}

    /// Whether a pass is scheduled.
    public var hasPendingPass: Bool { sourceID != 0 }

    /// Asks for `client.performUpdates()` in the next pass; repeated calls coalesce.
    public func schedule(_ client: any UpdateClient) {
        let key = ObjectIdentifier(client)
        if pending.updateValue(client, forKey: key) == nil {
            order.append(key)
        }
        attachSource()
    }

    /// Runs the pending pass now instead of waiting for the loop (tests, first frames).
    public func flush() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        runPass()
    }

    private func attachSource() {
        guard sourceID == 0 else { return }
        sourceID = g_idle_add_full(
            G_PRIORITY_HIGH_IDLE + 10,
            { _ in
                MainActor.assumeIsolated { UpdateScheduler.shared.runPass() }
                return 0  // G_SOURCE_REMOVE
            }, nil, nil)
    }

    private func runPass() {
        sourceID = 0
        passCount += 1
        var rounds = 0
        while !order.isEmpty, rounds < Self.maximumRoundsPerPass {
            rounds += 1
            let keys = order
            let clients = pending
            order.removeAll(keepingCapacity: true)
            pending.removeAll(keepingCapacity: true)
            for key in keys {
                clients[key]?.performUpdates()
            }
        }
        if !order.isEmpty {
            // Updates kept invalidating each other: finish in the next frame, never spin.
            attachSource()
        }
    }
}
