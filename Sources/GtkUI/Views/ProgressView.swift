import Foundation

/// A view that shows progress, as in SwiftUI: a spinning `GtkSpinner` while the amount is
/// unknown, a `GtkProgressBar` filled to `value / total` (clamped to 0…1) otherwise, under
/// the title when there is one.
///
/// The spinner spins only while it is on screen (mapped).
public struct ProgressView<Label: View, CurrentValueLabel: View>: WidgetRepresentable {
    let title: String?
    /// `nil` while the amount is unknown.
    let fraction: Double?

    init(title: String?, fraction: Double?) {
        self.title = title
        self.fraction = fraction
    }

    /// Keeps the spinner or bar, whichever is shown.
    @MainActor
    public final class Coordinator {
        let titleLabel = GTK.Label()
        var spinner: GTK.Spinner?
        var bar: GTK.ProgressBar?

        /// Spins while the view is mapped.
        func mappedChanged(_ isMapped: Bool) {
            guard let spinner, spinner.isSpinning != isMapped else { return }
            spinner.isSpinning = isMapped
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.vertical, spacing: 6)
        let coordinator = context.coordinator
        coordinator.titleLabel.horizontalAlign = .start
        box.connect(.map, to: coordinator) { $0.mappedChanged(true) }
        box.connect(.unmap, to: coordinator) { $0.mappedChanged(false) }
        return box
    }

    public func updateWidget(_ box: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        let label = coordinator.titleLabel
        if let title, label.text != title { label.text = title }
        let indicator: GTK.Widget
        if let fraction {
            let bar = coordinator.bar ?? Self.makeBar()
            coordinator.bar = bar
            coordinator.spinner = nil
            if bar.fraction != fraction { bar.fraction = fraction }
            indicator = bar
        } else {
            let spinner = coordinator.spinner ?? GTK.Spinner()
            coordinator.spinner = spinner
            coordinator.bar = nil
            indicator = spinner
        }
        box.setChildren(title == nil ? [indicator] : [label, indicator])
        coordinator.mappedChanged(box.isMapped)
    }
}

extension ProgressView {
    /// A bar that fills the width it is given, as SwiftUI's linear progress view does.
    static func makeBar() -> GTK.ProgressBar {
        let bar = GTK.ProgressBar()
        bar.expandsHorizontally = true
        return bar
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner: progress of an unknown amount.
    public init() {
        self.init(title: nil, fraction: nil)
    }

    /// A bar filled to `value / total`; a spinner while `value` is `nil`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(title: nil, fraction: value.map { Self.fraction($0, of: total) })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner under `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(title: String(title), fraction: nil)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(titleKey.resolvedString)
    }

    /// A bar filled to `value / total` under `title`; a spinner while `value` is `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(title: String(title), fraction: value.map { Self.fraction($0, of: total) })
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(titleKey.resolvedString, value: value, total: total)
    }
}

extension ProgressView {
    /// `value / total` clamped to 0…1; 0 when it is not a number.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, of total: V) -> Double {
        let fraction = Double(value) / Double(total)
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }
}
