import CGtk

/// Something that updates itself in the scheduler's per-frame pass.
@MainActor
public protocol UpdateClient: AnyObject {
    /// Brings the client up to date. Called at most once per round of a pass; a client
    /// that schedules itself while updating runs again in the same pass.
    func performUpdates()
}

/// Coalesces invalidations into one update pass per turn of the main loop.
///
/// Any number of ``schedule(_:)`` calls before the pass runs cost one pass: the pass runs
/// from an idle source just above input events (`G_PRIORITY_DEFAULT - 1`), so the next key
/// press or click meets widgets that already show the latest state (a key typed right after
/// an undo edits the restored text, not the stale one), and above GDK's frame clock, which
/// starts a frame at `GDK_PRIORITY_EVENTS + 1` and may lay out and paint it from there (GTK
/// 4.8 paints a window's first frame so), so what the pass changes is in the next frame. Work scheduled during a pass joins it. Clients that
/// keep invalidating each other for more than ``maximumRoundsPerPass`` rounds are finished
/// at a priority below painting, so a runaway update never starves the screen.
@MainActor
public final class UpdateScheduler {
    /// The scheduler of GTK's default main context.
    public static let shared = UpdateScheduler()

    /// Rounds of one pass before the rest waits until after the next paint.
    public static let maximumRoundsPerPass = 64

    /// How many passes have run: a debug counter for tests and benchmarks.
    public private(set) var passCount = 0

    private static let framePriority = G_PRIORITY_DEFAULT - 1
    private static let afterPaintPriority = G_PRIORITY_DEFAULT_IDLE

    private var pending: [ObjectIdentifier: any UpdateClient] = [:]
    private var order: [ObjectIdentifier] = []
    private var sourceID: guint = 0
    private var isRunningPass = false

    private init() {}

    /// Whether a pass is scheduled.
    public var hasPendingPass: Bool { sourceID != 0 }

    /// Asks for `client.performUpdates()` in the next pass; repeated calls coalesce.
    public func schedule(_ client: any UpdateClient) {
        let key = ObjectIdentifier(client)
        if pending.updateValue(client, forKey: key) == nil {
            order.append(key)
        }
        if !isRunningPass { attachSource(priority: Self.framePriority) }
    }

    /// Runs the pending pass now instead of waiting for the loop (tests, first frames).
    public func flush() {
        guard sourceID != 0, !isRunningPass else { return }
        g_source_remove(sourceID)
        runPass()
    }

    private func attachSource(priority: Int32) {
        guard sourceID == 0 else { return }
        sourceID = g_idle_add_full(
            priority,
            { _ in
                MainThread.assumeIsolated { UpdateScheduler.shared.runPass() }
                return 0  // G_SOURCE_REMOVE
            }, nil, nil)
    }

    private func runPass() {
        sourceID = 0
        passCount += 1
        isRunningPass = true
        defer { isRunningPass = false }
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
            // Updates kept invalidating each other: let GTK paint first, then go on.
            attachSource(priority: Self.afterPaintPriority)
        }
    }
}
