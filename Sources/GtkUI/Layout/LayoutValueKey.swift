import Foundation

/// A key for a value a view gives its ``Layout``, as SwiftUI's `LayoutValueKey`: set it with
/// `.layoutValue(key:value:)`, read it with `subviews[i][Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives this view `value` for `key`, for the ``Layout`` that places it.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }

    /// The priority a ``Layout`` may give this view's space by (0 by default): read by custom
    /// layouts through ``LayoutSubview/priority``. GTK's boxes (`HStack`, `VStack`) share
    /// space by expansion, not priority, and ignore it.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutValueModifier(key: LayoutValues.priorityKey, value: value))
    }
}

/// Puts a layout value on each widget of its content (no widget of its own) and asks the
/// layout holding it to measure again when the value changes.
struct _LayoutValueModifier: WidgetModifier {
    let key: ObjectIdentifier
    let value: Any

    func attach(to widget: GTK.Widget, owner: ModifierOwner) {
        LayoutValues.set(value, for: key, from: owner.id, on: widget)
    }

    func update(_ attachment: Void, on widget: GTK.Widget, owner: ModifierOwner) {
        LayoutValues.set(value, for: key, from: owner.id, on: widget)
        widget.parent?.queueResize()
    }

    static func detach(_ attachment: Void, from widget: GTK.Widget, owner: ModifierOwner) {
        LayoutValues.remove(from: owner.id, on: widget)
    }
}

/// The layout values set on a widget, kept on the GObject: by key, with the modifier that
/// set each (the innermost modifier wins, as in SwiftUI: the first to attach).
@MainActor
final class LayoutValues {
    private static let records = AttachedRecord<LayoutValues>("gtkui-layout-values")
    private struct PriorityKey {}
    static let priorityKey = ObjectIdentifier(PriorityKey.self)

    private var values: [ObjectIdentifier: [(owner: ObjectIdentifier, value: Any)]] = [:]

    static func set(_ value: Any, for key: ObjectIdentifier, from owner: ObjectIdentifier, on widget: GTK.Widget) {
        let record = records.record(on: widget) { LayoutValues() }
        var entries = record.values[key] ?? []
        if let index = entries.firstIndex(where: { $0.owner == owner }) {
            entries[index].value = value
        } else {
            entries.append((owner, value))
        }
        record.values[key] = entries
    }

    static func remove(from owner: ObjectIdentifier, on widget: GTK.Widget) {
        guard let record = records.existing(on: widget) else { return }
        for key in Array(record.values.keys) {
            record.values[key]?.removeAll { $0.owner == owner }
            if record.values[key]?.isEmpty == true { record.values[key] = nil }
        }
    }

    /// The value for `key` on `widget` or, when a modifier outside the layout value wrapped
    /// the view in widgets of its own (`.padding()`), on the first widget inside.
    private static func lookUp(_ key: ObjectIdentifier, on widget: GTK.Widget) -> Any? {
        var current: GTK.Widget? = widget
        var depth = 0
        while let candidate = current, depth < 16 {
            if let value = records.existing(on: candidate)?.values[key]?.first?.value { return value }
            let children = candidate.children
            guard children.count == 1 else { return nil }
            current = children[0]
            depth += 1
        }
        return nil
    }

    static func value<K: LayoutValueKey>(for key: K.Type, of widget: GTK.Widget) -> K.Value {
        lookUp(ObjectIdentifier(key), on: widget) as? K.Value ?? K.defaultValue
    }

    static func priority(of widget: GTK.Widget) -> Double {
        lookUp(priorityKey, on: widget) as? Double ?? 0
    }
}
