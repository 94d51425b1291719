import XCTest
@testable import GtkUI

/// A value a test owns; writes through its binding are recorded.
@MainActor
final class Recorded<Value> {
    var value: Value
    var writes: [Value] = []

    init(_ value: Value) { self.value = value }

    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0; self.writes.append($0) })
    }
}

extension GTK.Widget {
    /// The first widget of type `Handle` in this widget's tree (itself included), depth first.
    @MainActor
    func first<Handle: GTK.Widget>(_ type: Handle.Type) -> Handle? {
        if let match = cast(to: Handle.self) { return match }
        for child in children {
            if let match = child.first(type) { return match }
        }
        return nil
    }

    /// Every widget of type `Handle` in this widget's tree, depth first.
    @MainActor
    func all<Handle: GTK.Widget>(_ type: Handle.Type) -> [Handle] {
        (cast(to: Handle.self).map { [$0] } ?? []) + children.flatMap { $0.all(type) }
    }
}

extension HostingWidget {
    /// Sets the root view again (a parent re-evaluating) and runs the update pass.
    @MainActor
    func update(_ view: Content) {
        rootView = view
        UpdateScheduler.shared.flush()
    }
}
