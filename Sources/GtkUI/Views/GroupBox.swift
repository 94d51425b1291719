/// Views grouped in a box with an optional title, as in SwiftUI: a `GtkFrame` (titled on
/// its border) around the views in a padded column. Screen readers read a group named by the
/// title.
///
/// ```swift
/// GroupBox("Resting Heart Rate") { Text("54 BPM") }
/// ```
public struct GroupBox<Label: View, Content: View>: ContainerRepresentable {
    let title: String?
    public let content: Content

    /// The column inside the frame.
    @MainActor
    public final class Coordinator {
        let column = GTK.Box(.vertical, spacing: 8)

        init() {
            column.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Frame {
        let frame = GTK.Frame(title: title)
        frame.child = context.coordinator.column
        WidgetAttributes.setBuiltIn(title.map { [.accessibilityLabel($0)] } ?? [], on: frame)
        return frame
    }

    public func updateWidget(_ frame: GTK.Frame, context: Context) {
        if frame.title != title {
            frame.title = title
            WidgetAttributes.setBuiltIn(title.map { [.accessibilityLabel($0)] } ?? [], on: frame)
        }
    }

    public func placeChildren(_ children: [GTK.Widget], in frame: GTK.Frame, context: Context) {
        context.coordinator.column.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension GroupBox where Label == Text {
    /// A box titled `title` around `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, content: content)
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a title around `content`.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }
}

extension GroupBox {
    /// A box titled by `label`'s text around `content` (GTK's frame titles are text: an
    /// icon in the label is not shown).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = ViewText.string(in: label())
        self.content = content()
    }

    /// A box titled by `label`'s text around `content` (SwiftUI's older form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        title = ViewText.string(in: label)
        self.content = content()
    }
}
