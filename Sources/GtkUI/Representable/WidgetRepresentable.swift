/// A view that wraps a GTK widget, as SwiftUI's `UIViewRepresentable` wraps a `UIView`.
///
/// GtkUI drives the lifecycle, and every built-in view uses the same one:
/// 1. ``makeCoordinator()`` once, before anything else;
/// 2. ``makeWidget(context:)`` once, with the coordinator in the context;
/// 3. ``updateWidget(_:context:)`` right after making the widget and again on every change,
///    always with the latest view value;
/// 4. ``dismantleWidget(_:coordinator:)`` exactly once, when the view leaves the hierarchy
///    or its window closes. Then every handler connected on the widget through GtkUI is
///    disconnected (its closure released), and the coordinator is released with the widget.
///
/// Target-action goes through the coordinator: connect the widget's signals in
/// `makeWidget`, keep the latest binding or closure on the coordinator (refresh it in each
/// `updateWidget`), and set values programmatically with the handler blocked so they do not
/// echo back:
///
/// ```swift
/// struct VolumeSlider: WidgetRepresentable {
///     @Binding var value: Double
///
///     final class Coordinator {
///         var value: Binding<Double>
///         var valueChanged: SignalConnection?
///         init(value: Binding<Double>) { self.value = value }
///     }
///
///     func makeCoordinator() -> Coordinator { Coordinator(value: $value) }
///
///     func makeWidget(context: Context) -> GTK.Scale {
///         let scale = GTK.Scale(.horizontal, bounds: 0...100, step: 1)
///         let coordinator = context.coordinator
///         coordinator.valueChanged = scale.connect(.valueChanged) { scale in
///             coordinator.value.wrappedValue = scale.value
///         }
///         return scale
///     }
///
///     func updateWidget(_ scale: GTK.Scale, context: Context) {
///         context.coordinator.value = $value
///         guard scale.value != value else { return }
///         scale.withSignalBlocked(context.coordinator.valueChanged) { scale.value = value }
///     }
///
///     static func dismantleWidget(_ scale: GTK.Scale, coordinator: Coordinator) {
///         coordinator.valueChanged.map(scale.disconnect)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol WidgetRepresentable: View where Body == Never {
    /// The typed handle of the wrapped widget, e.g. `GTK.Scale`.
    associatedtype WidgetType: GTK.Widget
    /// The object that receives the widget's signals; `Void` when there is none.
    associatedtype Coordinator = Void

    /// The context passed to make and update.
    typealias Context = WidgetRepresentableContext<Self>

    /// Makes the coordinator; called once, before ``makeWidget(context:)``.
    func makeCoordinator() -> Coordinator

    /// Makes the widget and connects its signals; called once.
    func makeWidget(context: Context) -> WidgetType

    /// Brings the widget up to date with this (the latest) view value.
    func updateWidget(_ widget: WidgetType, context: Context)

    /// Undoes what make connected; called exactly once, when the view leaves.
    static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator)

    /// Whether ``updateWidget(_:context:)`` reads only the view's own stored values and
    /// the environment — never an `@Observable` model or a binding — so GtkUI need not
    /// track what it reads. `false` by default; built-in views that qualify say `true`.
    /// (Tracking costs every node a weak reference, a measurable part of the heap for a
    /// thousand labels.) Views that read bindings or call closures in `updateWidget` must
    /// keep `false`.
    static var _updatesFromOwnValues: Bool { get }
}

extension WidgetRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension WidgetRepresentable {
    public static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator) {}

    public static var _updatesFromOwnValues: Bool { false }
}
