/// Horizontal swipes over a list's rows, for swipe actions.
///
/// Two fingers on a touchpad reach GTK 4.8 as smooth scroll events (on X11: XInput 2
/// scroll valuators, in wheel-click units and with no event when the fingers lift; GTK's
/// touchpad swipe events are three- and four-finger gestures, which a one-point
/// `GtkGestureSwipe` ignores), so a `GtkEventControllerScroll` follows horizontal
/// scrolling over a row: past ``revealDistance`` it reveals the row's actions, and a swipe
/// that ends (the fingers lift where the platform says so, else a pause) past
/// ``fullSwipeDistance`` runs the first one. The revealed actions (a popover, which takes
/// the pointer) follow the same swipe on: scrolling over them goes on swiping their row.
/// On a touch screen a touch-only `GtkGestureSwipe` does the same from the swipe's
/// velocity; mouse drags are left to drag and drop.
@MainActor
final class ListSwipeGestures {
    /// What a swipe over a row asks for.
    enum Request: Equatable {
        case reveal(HorizontalEdge)
        case conceal
        case fullSwipe(HorizontalEdge)
    }

    /// How far (in pixels; a wheel click counts ``pixelsPerWheelClick``) a swipe goes
    /// before it reveals the actions, and before it runs the first one.
    static let revealDistance = 40.0
    static let fullSwipeDistance = 240.0
    static let pixelsPerWheelClick = 20.0
    /// Swipe speeds (pixels per second) on a touch screen for the same.
    static let revealSpeed = 300.0
    static let fullSwipeSpeed = 2500.0

    private let listView: GTK.Widget
    /// The row under a point of the list view, if it has swipe actions.
    private let swipeableRow: (Double, Double) -> AnyHashable?
    private let handle: (AnyHashable, Request) -> Void
    /// Hides whatever a swipe revealed.
    private let concealAll: () -> Void
    private let scroll = GTK.EventControllerScroll()
    /// Scrolling over the revealed actions, and the row they belong to.
    private let revealedScroll = GTK.EventControllerScroll()
    private let revealed: GTK.Widget
    private let revealedRow: () -> AnyHashable?
    private let motion = GTK.EventControllerMotion()
    private let touch = GTK.GestureSwipe(touchOnly: true)
    private var pointer: PointerLocation?
    private var touchStart: (x: Double, y: Double)?
    /// The row being swiped by scrolling, how far, and what it was last asked to show.
    private var swiping: (id: AnyHashable, distance: Double, shown: Request)?
    /// Ends a scroll swipe after a pause, where the platform reports no lifted fingers.
    private var pause: GLibTimeout?

    init(
        listView: GTK.Widget, swipeableRow: @escaping (Double, Double) -> AnyHashable?,
        revealed: GTK.Widget, revealedRow: @escaping () -> AnyHashable?,
        handle: @escaping (AnyHashable, Request) -> Void, concealAll: @escaping () -> Void
    ) {
        self.listView = listView
        self.revealed = revealed
        self.revealedRow = revealedRow
        self.swipeableRow = swipeableRow
        self.handle = handle
        self.concealAll = concealAll
        motion.connect(.motion) { [weak self] _, point in self?.pointer = point }
        motion.connect(.enter) { [weak self] _, point in self?.pointer = point }
        motion.connect(.leave) { [weak self] _ in self?.pointer = nil }
        scroll.connect(.scroll) { [weak self] controller, delta in
            guard let self else { return false }
            guard abs(delta.dx) > abs(delta.dy) else {
                // Scrolling the list: whatever is revealed would no longer sit by its row.
                self.concealAll()
                return false
            }
            guard let pointer = self.pointer, let id = self.swipeableRow(pointer.x, pointer.y) else { return false }
            self.swipe(id, by: delta.dx, pixels: controller.deltasArePixels)
            return true
        }
        revealedScroll.connect(.scroll) { [weak self] controller, delta in
            guard let self, abs(delta.dx) > abs(delta.dy), let id = self.revealedRow() else { return false }
            self.swipe(id, by: delta.dx, pixels: controller.deltasArePixels)
            return true
        }
        for controller in [scroll, revealedScroll] {
            controller.connect(.scrollEnd) { [weak self] _ in self?.endScrollSwipe() }
        }
        revealedScroll.add(to: revealed)
        touch.connect(.begin) { [weak self] gesture in self?.touchStart = gesture.point }
        touch.connect(.swipe) { [weak self] _, velocity in self?.touchSwiped(velocity) }
        for controller in [motion, scroll, touch] as [GTK.EventController] { controller.add(to: listView) }
    }

    func tearDown() {
        pause?.cancel()
        for controller in [motion, scroll, touch] as [GTK.EventController] {
            controller.remove(from: listView)
            controller.disconnectAllHandlers()
        }
        revealedScroll.remove(from: revealed)
        revealedScroll.disconnectAllHandlers()
    }

    /// The edge whose actions a swipe of `distance` (positive: towards the leading edge,
    /// as content follows the fingers) reveals.
    private func edge(for distance: Double) -> HorizontalEdge {
        return (distance > 0) != listView.isRightToLeft ? .trailing : .leading
    }

    /// Goes on swiping the row `id` by `delta` (pixels, or wheel clicks).
    private func swipe(_ id: AnyHashable, by delta: Double, pixels: Bool) {
        var swipe = swiping?.id == id ? swiping ?? (id, 0, .conceal) : (id, 0, .conceal)
        swipe.distance += delta * (pixels ? 1 : Self.pixelsPerWheelClick)
        let wanted: Request = abs(swipe.distance) >= Self.revealDistance ? .reveal(edge(for: swipe.distance)) : .conceal
        if wanted != swipe.shown {
            swipe.shown = wanted
            handle(id, wanted)
        }
        swiping = swipe
        pause?.cancel()
        pause = GLibTimeout(milliseconds: 250) { [weak self] in self?.endScrollSwipe() }
    }

    private func endScrollSwipe() {
        pause?.cancel()
        pause = nil
        guard let swipe = swiping else { return }
        swiping = nil
        if abs(swipe.distance) >= Self.fullSwipeDistance { handle(swipe.id, .fullSwipe(edge(for: swipe.distance))) }
    }

    private func touchSwiped(_ velocity: SwipeVelocity) {
        guard abs(velocity.x) > abs(velocity.y), abs(velocity.x) >= Self.revealSpeed,
              let start = touchStart, let id = swipeableRow(start.x, start.y)
        else { return }
        // A finger moving towards the leading edge pulls the trailing actions out.
        let edge = edge(for: -velocity.x)
        handle(id, abs(velocity.x) >= Self.fullSwipeSpeed ? .fullSwipe(edge) : .reveal(edge))
    }
}
