/// A view whose content can scroll the lists inside it to a row, as in SwiftUI: the
/// content gets a ``ScrollViewProxy`` whose ``ScrollViewProxy/scrollTo(_:anchor:)`` shows
/// the row with that ID.
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(items) { item in Text(item.name) }
///         .onChange(of: newest) { _, id in proxy.scrollTo(id) }
/// }
/// ```
///
/// The rows are found by the IDs of the `List`'s rows (a `ForEach`'s or `List`'s data,
/// as their `id` key path says). Its widget is a vertical box around the content.
public struct ScrollViewReader<Content: View>: View {
    private let content: (ScrollViewProxy) -> Content
    @State private var target = ScrollProxyTarget()

    /// A reader whose content scrolls through the proxy it is given.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        _ScrollViewReaderBox(target: target, content: content(ScrollViewProxy(target: target)))
    }
}

/// The box of a ``ScrollViewReader``: it tells the proxy's target which widget holds the
/// content.
public struct _ScrollViewReaderBox<Content: View>: ContainerRepresentable {
    let target: ScrollProxyTarget
    /// The reader's content.
    public let content: Content

    /// A vertical box, which the proxy's target remembers.
    public func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.vertical)
        target.box = box
        return box
    }

    /// Tells the proxy's target the box again (a new target after the view's identity changed).
    public func updateWidget(_ box: GTK.Box, context: Context) {
        target.box = box
    }

    /// Puts the content's widgets in the box.
    public func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        box.setChildren(children)
    }

    /// The box places its children the same way whatever the value.
    public func placementChanged(from previous: Self) -> Bool { false }
}
