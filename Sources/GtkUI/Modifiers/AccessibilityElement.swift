/// How an element made by ``View/accessibilityElement(children:)`` treats the views
/// inside it, as in SwiftUI.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind

    /// The views inside are not read: the element says only what its own modifiers say.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The element is named by what the views inside say, joined with commas; the views
    /// inside are then not read again, unless one takes the keyboard focus (a button), which
    /// stays reachable.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The element is a group holding the views inside, each read on its own.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}

extension View {
    /// Makes this view one accessibility element, as in SwiftUI: a GTK widget with the
    /// group role around the view's widgets, named by `accessibilityLabel` (outside this
    /// modifier) or, with `.combine`, by the text inside it.
    ///
    /// A combined name follows the text inside as it changes (each label's text is watched)
    /// and is computed again whenever this view updates.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _AccessibilityElement(behavior: children, content: self)
    }
}

/// The element of ``View/accessibilityElement(children:)``: a group bin around the content.
public struct _AccessibilityElement<Content: View>: ContainerRepresentable {
    let behavior: AccessibilityChildBehavior
    public let content: Content

    /// Keeps the element's name current, and what it hid.
    @MainActor
    public final class Coordinator: UpdateClient {
        weak var bin: GTK.Bin?
        var behavior = AccessibilityChildBehavior.contain
        /// The children this element hid from assistive technologies.
        var hidden: [GTK.Widget] = []
        /// The labels whose text names the element, each with its watch.
        var watched: [(label: GTK.Label, connection: SignalConnection)] = []

        var owner: ModifierOwner { ModifierOwner(id: ObjectIdentifier(self), depth: .max) }

        public func performUpdates() { refresh() }

        /// Hides what the behavior hides, and names the element by the text inside.
        func refresh() {
            guard let bin else { return }
            let children = bin.children
            var wanted: [GTK.Widget] = []
            switch behavior.kind {
            case .ignore: wanted = children
            case .combine: wanted = children.contains(where: Self.takesFocus) ? [] : children
            case .contain: wanted = []
            }
            for widget in hidden where !wanted.contains(where: { $0 === widget }) {
                WidgetAttributes.remove(from: owner, on: widget)
            }
            for widget in wanted where !hidden.contains(where: { $0 === widget }) {
                WidgetAttributes.set([.accessibilityHidden(true)], from: owner, on: widget)
            }
            hidden = wanted
            guard behavior.kind == .combine else {
                unwatch()
                WidgetAttributes.setBuiltIn([], on: bin)
                return
            }
            var parts: [String] = []
            var labels: [GTK.Label] = []
            // The children hidden here are read through the element.
            for child in children { Self.collect(child, into: &parts, labels: &labels, hiddenHere: true) }
            watch(labels)
            let name = parts.joined(separator: ", ")
            WidgetAttributes.setBuiltIn(name.isEmpty ? [] : [.accessibilityLabel(name)], on: bin)
        }

        /// What `widget` and the widgets inside it say, in order: a view's accessible name
        /// stands for all it holds; otherwise the labels' text.
        private static func collect(
            _ widget: GTK.Widget, into parts: inout [String], labels: inout [GTK.Label], hiddenHere: Bool = false
        ) {
            guard widget.isVisible else { return }
            let (name, isHidden) = WidgetAttributes.accessibility(of: widget.borrowed)
            if let name {
                parts.append(name)
                return
            }
            if isHidden && !hiddenHere { return }
            if let label = widget.cast(to: GTK.Label.self) {
                labels.append(label)
                if !label.text.isEmpty { parts.append(label.text) }
                return
            }
            for child in widget.children { collect(child, into: &parts, labels: &labels) }
        }

        private static func takesFocus(_ widget: GTK.Widget) -> Bool {
            widget.isFocusable || widget.children.contains(where: takesFocus)
        }

        private func watch(_ labels: [GTK.Label]) {
            if watched.count == labels.count, zip(watched, labels).allSatisfy({ $0.label === $1 }) { return }
            unwatch()
            watched = labels.map { label in
                (label, label.connect(.notify("label")) { [weak self] _, _ in
                    guard let self else { return }
                    UpdateScheduler.shared.schedule(self)
                })
            }
        }

        func unwatch() {
            for (label, connection) in watched { label.disconnect(connection) }
            watched = []
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Bin {
        let bin = GTK.Bin.group()
        context.coordinator.bin = bin
        return bin
    }

    public func updateWidget(_ bin: GTK.Bin, context: Context) {
        context.coordinator.behavior = behavior
        // After the views inside are updated too: their text is then current.
        UpdateScheduler.shared.schedule(context.coordinator)
    }

    public func placeChildren(_ children: [GTK.Widget], in bin: GTK.Bin, context: Context) {
        bin.setChildren(children)
        UpdateScheduler.shared.schedule(context.coordinator)
    }

    public static func dismantleWidget(_ bin: GTK.Bin, coordinator: Coordinator) {
        coordinator.unwatch()
        for widget in coordinator.hidden { WidgetAttributes.remove(from: coordinator.owner, on: widget) }
        coordinator.hidden = []
        coordinator.bin = nil
    }
}
