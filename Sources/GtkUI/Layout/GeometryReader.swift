import Foundation

/// A view that takes all the space it is offered and gives its content the size it got, as
/// SwiftUI's `GeometryReader`:
///
/// ```swift
/// GeometryReader { proxy in
///     let side = min(proxy.size.width, proxy.size.height)
///     Circle().frame(width: side, height: side)
/// }
/// ```
///
/// The content is placed at the top-leading corner, each view at the size it takes when
/// offered the reader's size. Over one `GtkuiCustomLayout` that expands both ways (its own
/// ideal size is 10 × 10, as in SwiftUI, so in a scroll view it is small): when GTK
/// allocates it a new size, the content is evaluated again with the new proxy in the next
/// update pass, not during the allocation, and is shown at that size in the next frame.
/// Sizes that keep flipping between two values (content that changes the space its reader
/// is given) stop re-evaluating after a few flips, until a size not seen just before comes.
public struct GeometryReader<Content: View>: View {
    /// The content, made from the reader's geometry.
    public var content: (GeometryProxy) -> Content
    @State private var size = CGSize.zero
    @State private var anchor = GeometryAnchor()

    /// A reader whose content is made from its size and place.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        let size = $size
        _GeometryReaderLayout(
            anchor: anchor,
            resized: { newSize in
                if size.wrappedValue != newSize { size.wrappedValue = newSize }
            },
            content: content(GeometryProxy(size: size.wrappedValue, anchor: anchor)))
    }
}

/// A reader's size and place, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size (zero until GTK first allocates it).
    public let size: CGSize
    let anchor: GeometryAnchor

    /// Insets of the safe area: none on GTK, where no system bars overlap a window's
    /// content (`.ignoresSafeArea()` is accepted and changes nothing for the same reason).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: `.local` is (0, 0) and its size; `.global`
    /// is relative to the window's content; `.named(name)` to the nearest ancestor named so
    /// with `.coordinateSpace(name:)` (the global frame when none is). Read from the last
    /// allocation: a reader that only moves (a scroll) is not evaluated again.
    @MainActor
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        guard coordinateSpace != .local, let widget = anchor.widget, let content = widget.windowContent else {
            return local
        }
        var reference = content
        if case .named(let name) = coordinateSpace, let named = CoordinateSpaceName.widget(named: name, from: widget) {
            reference = named
        }
        guard let bounds = widget.exactBounds(in: reference) else { return local }
        return CGRect(x: bounds.x, y: bounds.y, width: size.width, height: size.height)
    }

    /// The reader's frame in `coordinateSpace` (`.local`, `.global`, `.named(_:)`).
    @MainActor
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the ancestor named `coordinateSpace`, in the reader's coordinates, or
    /// `nil` when no ancestor is named so.
    @MainActor
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let widget = anchor.widget,
              let named = CoordinateSpaceName.widget(named: coordinateSpace.name, from: widget),
              let bounds = named.exactBounds(in: widget)
        else { return nil }
        return CGRect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
    }
}

/// Which widget a reader is, for its proxy's frames, and the sizes it has reported.
@MainActor
final class GeometryAnchor {
    weak var widget: GTK.CustomLayout?
    var reports = GeometryReports()
}

/// The sizes a reader passes on to its content: every new size, except that a size flipping
/// back and forth between two values is passed on only a few times in a row.
struct GeometryReports {
    /// How many flips back to the size before the last are passed on.
    static let maximumFlips = 3
    private(set) var last: CGSize?
    private var beforeLast: CGSize?
    private var flips = 0

    /// Whether `size` should reach the content; records it.
    mutating func shouldReport(_ size: CGSize) -> Bool {
        if size == last { return false }
        if size == beforeLast {
            flips += 1
            if flips > Self.maximumFlips { return false }
        } else {
            flips = 0
        }
        beforeLast = last
        last = size
        return true
    }
}

/// The widget of a ``GeometryReader``: its content at the top-leading corner, and its size
/// reported after each allocation.
public struct _GeometryReaderLayout<Content: View>: ContainerRepresentable {
    let anchor: GeometryAnchor
    let resized: @MainActor (CGSize) -> Void
    /// The reader's content.
    public let content: Content

    public func makeCoordinator() -> GeometryReaderCoordinator {
        GeometryReaderCoordinator()
    }

    public func makeWidget(context: Context) -> GTK.CustomLayout {
        let widget = GTK.CustomLayout()
        widget.expandsHorizontally = true
        widget.expandsVertically = true
        let coordinator = context.coordinator
        widget.setLayout(
            measure: { _, _ in (0, GeometryReaderCoordinator.idealLength) },
            allocate: { [weak widget] width, height in
                guard let widget else { return }
                coordinator.allocate(widget, width: width, height: height)
            })
        return widget
    }

    public func updateWidget(_ widget: GTK.CustomLayout, context: Context) {
        anchor.widget = widget
        context.coordinator.anchor = anchor
        context.coordinator.resized = resized
    }

    public func placeChildren(_ children: [GTK.Widget], in widget: GTK.CustomLayout, context: Context) {
        widget.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

/// What a reader's widget allocates with: the latest report function.
@MainActor
public final class GeometryReaderCoordinator {
    /// A reader's ideal width and height, as in SwiftUI.
    static let idealLength = 10
    var anchor: GeometryAnchor?
    var resized: (@MainActor (CGSize) -> Void)?

    /// Places each child at the top-leading corner at its size for the whole space, then
    /// passes the size on (the content changes in the next update pass, not now).
    func allocate(_ widget: GTK.CustomLayout, width: Int, height: Int) {
        let proposal = ProposedViewSize(width: CGFloat(width), height: CGFloat(height))
        for child in widget.children where child.isVisible {
            let size = LayoutMeasure.finite(LayoutMeasure.size(of: child, for: proposal), widget: child)
            widget.place(child, x: 0, y: 0, width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        }
        let size = CGSize(width: width, height: height)
        guard let anchor, anchor.reports.shouldReport(size) else { return }
        resized?(size)
    }
}
