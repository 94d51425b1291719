/// Views shown one at a time, switched by tabs, as in SwiftUI: a `GtkStack` of the views
/// under a `GtkStackSwitcher` (GNOME's linked buttons), each tab titled by the view's
/// `.tabItem { Label("Heart Rate", systemImage: "heart") }` text.
///
/// ```swift
/// TabView {
///     HeartRatePage().tabItem { Label("Heart Rate", systemImage: "heart.fill") }
///     ConditionsPage().tabItem { Text("Conditions") }
/// }
/// ```
///
/// The first view shows at first; each keeps its state while another shows. With
/// `TabView(selection: $tab)`, the tab whose view is tagged `tab` (`.tag(Tab.home)`, or a
/// `ForEach` element's ID) shows, and choosing a tab writes its tag.
public struct TabView<SelectionValue: Hashable, Content: View>: ContainerRepresentable {
    let selection: Binding<SelectionValue>?
    public let content: Content

    /// Tabs for the views of `content`.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        selection = nil
        self.content = content()
    }

    /// Tabs for the views of `content`, showing the one tagged `selection`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The stack and the pages in it, in order, with their views' tags.
    @MainActor
    public final class Coordinator {
        let stack = GTK.Stack()
        var pages: [GTK.Widget] = []
        var tags: [AnyHashable?] = []
        /// The selection binding's value, and how to write it.
        var selected: AnyHashable?
        var select: ((AnyHashable) -> Void)?
        /// True while GtkUI changes the stack, whose own page changes are not the user's.
        var isPlacing = false

        /// Titles each page by its view's tab item.
        func retitle() {
            for page in pages {
                let item = TabItem.records.existing(on: page)
                let badge = item?.badge
                stack.setTitle(badge.map { "\(item?.title ?? "") (\($0))" } ?? item?.title ?? "", of: page)
                stack.setNeedsAttention(badge != nil, of: page)
            }
        }

        /// Shows the page tagged with the selection.
        func showSelected() {
            guard let selected, let index = tags.firstIndex(of: selected), index < pages.count else { return }
            if stack.visibleChild?.widgetPointer != pages[index].widgetPointer {
                isPlacing = true
                stack.visibleChild = pages[index]
                isPlacing = false
            }
        }

        /// Writes the tag of the page the user chose.
        func userSwitched() {
            guard !isPlacing, let select, let shown = stack.visibleChild,
                  let index = pages.firstIndex(where: { $0.widgetPointer == shown.widgetPointer }),
                  index < tags.count, let tag = tags[index], tag != selected
            else { return }
            selected = tag
            select(tag)
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Box {
        let stack = context.coordinator.stack
        let coordinator = context.coordinator
        stack.connect(.notify("visible-child")) { [weak coordinator] _, _ in coordinator?.userSwitched() }
        let switcher = GTK.StackSwitcher(stack: stack)
        switcher.horizontalAlign = .center
        stack.expandsVertically = true
        stack.expandsHorizontally = true
        let column = GTK.Box(.vertical, spacing: 12)
        column.setChildren([switcher, stack])
        return column
    }

    public func updateWidget(_ column: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.tags = ViewTags.topLevelTags(in: content)
        if let selection {
            coordinator.selected = AnyHashable(selection.wrappedValue)
            coordinator.select = { tag in
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            }
        } else {
            coordinator.selected = nil
            coordinator.select = nil
        }
        coordinator.showSelected()
    }

    public func placeChildren(_ children: [GTK.Widget], in column: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.isPlacing = true
        defer { coordinator.isPlacing = false }
        let same = coordinator.pages.count == children.count
            && zip(coordinator.pages, children).allSatisfy { $0.widgetPointer == $1.widgetPointer }
        if !same {
            // The pages in the views' order: those that stay keep their widgets and state.
            let shown = coordinator.stack.visibleChild
            for page in coordinator.pages { coordinator.stack.removePage(page) }
            for (index, child) in children.enumerated() {
                coordinator.stack.addPage(child, name: "tab-\(index)", title: TabItem.title(of: child))
            }
            coordinator.pages = children
            if let shown, children.contains(where: { $0.widgetPointer == shown.widgetPointer }) {
                coordinator.stack.visibleChild = shown
            }
        }
        for child in children {
            // A tab's view is centered in the tab's area unless it fills it, as in SwiftUI.
            child.alignInCell(.center)
            TabItem.records.existing(on: child)?.didChange = { [weak coordinator] in coordinator?.retitle() }
        }
        coordinator.retitle()
        coordinator.showSelected()
    }

    public static func dismantleWidget(_ column: GTK.Box, coordinator: Coordinator) {
        coordinator.stack.disconnectAllHandlers()
        coordinator.select = nil
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

/// What `.tabItem { }` says of a view's widget: its tab's title.
@MainActor
final class TabItem {
    static let records = AttachedRecord<TabItem>("gtkui-tab-item")

    var title: String {
        didSet { if title != oldValue { didChange?() } }
    }
    /// The tab's badge (`.badge`), shown after the title with GTK's attention dot.
    var badge: String? {
        didSet { if badge != oldValue { didChange?() } }
    }
    /// Tells the tab view to retitle.
    var didChange: (@MainActor () -> Void)?

    init(title: String) { self.title = title }

    /// The title of `widget`'s tab ("" without a tab item).
    static func title(of widget: GTK.Widget) -> String {
        records.existing(on: widget)?.title ?? ""
    }
}

/// Puts the tab item's title on the content's widget.
struct _TabItemModifier: WidgetModifier {
    let title: String

    func attach(to widget: GTK.Widget, owner: ModifierOwner) {
        if let item = TabItem.records.existing(on: widget) {
            item.title = title
        } else {
            TabItem.records.attach(TabItem(title: title), to: widget)
        }
    }

    func update(_ attachment: Void, on widget: GTK.Widget, owner: ModifierOwner) {
        attach(to: widget, owner: owner)
    }

    static func detach(_ attachment: Void, from widget: GTK.Widget, owner: ModifierOwner) {
        TabItem.records.remove(from: widget)
    }
}

extension View {
    /// Titles this view's tab in a ``TabView`` by the text of `label` (a `Text` or a
    /// `Label`; GNOME's switcher shows titles, not icons).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(title: ViewText.string(in: label()) ?? ""))
    }
}
