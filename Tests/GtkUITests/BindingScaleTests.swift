import CGtk
import XCTest
@testable import GtkUI

/// The target-action example: a GtkScale wrapped with a coordinator and bound to a
/// `@Binding var value: Double`, driven from both sides, never echoing.
final class BindingScaleTests: GtkTestCase {
    func testTheUserMovingTheScaleWritesThroughTheBinding() throws {
        try gtk {
            let model = Temperature(value: 20)
            let hosting = HostingWidget(rootView: TemperatureSlider(value: model.binding))
            let scale = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Scale.self))
            XCTAssertEqual(scale.value, 20, "make + update showed the initial value")
            XCTAssertEqual(model.writes, [], "showing a value writes nothing back")

            gtk_range_set_value(scale.rangePointer, 42)  // as a drag would
            XCTAssertEqual(model.value, 42)
            XCTAssertEqual(model.writes, [42])
        }
    }

    func testAModelChangeMovesTheScaleWithoutEcho() throws {
        try gtk {
            let model = Temperature(value: 20)
            let hosting = HostingWidget(rootView: TemperatureSlider(value: model.binding))
            let scale = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Scale.self))

            model.value = 30
            hosting.rootView = TemperatureSlider(value: model.binding)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(scale.value, 30)
            XCTAssertEqual(model.writes, [], "the programmatic set did not echo into the binding")

            gtk_range_set_value(scale.rangePointer, 55)
            XCTAssertEqual(model.writes, [55], "the handler still hears the user afterwards")
        }
    }

    func testTheCoordinatorWritesThroughTheLatestBinding() throws {
        try gtk {
            let first = Temperature(value: 10)
            let second = Temperature(value: 70)
            let hosting = HostingWidget(rootView: TemperatureSlider(value: first.binding))
            let scale = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Scale.self))

            hosting.rootView = TemperatureSlider(value: second.binding)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(scale.value, 70)
            gtk_range_set_value(scale.rangePointer, 75)
            XCTAssertEqual(second.writes, [75], "the refreshed binding got the write")
            XCTAssertEqual(first.writes, [], "the stale binding did not")
        }
    }

    func testDismantleDisconnectsHandlersTheRepresentableForgot() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let hosting = HostingWidget(rootView: AnyView(ForgetfulButton()))
            let button = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Button.self))
            XCTAssertEqual(LiveObjects.signalClosureCount, closures + 2)
            hosting.rootView = AnyView(OtherLabel())
            UpdateScheduler.shared.flush()
            XCTAssertEqual(LiveObjects.signalClosureCount, closures, "GtkUI disconnected them")
            XCTAssertNil(button.parent, "the dismantled widget left the host; the test's handle keeps it")
        }
    }

    func testDismantleDisconnectsTheHandler() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let model = Temperature(value: 20)
            let hosting = HostingWidget(rootView: AnyView(TemperatureSlider(value: model.binding)))
            let scale = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Scale.self))
            XCTAssertEqual(LiveObjects.signalClosureCount, closures + 1)

            hosting.rootView = AnyView(OtherLabel())
            UpdateScheduler.shared.flush()
            XCTAssertEqual(LiveObjects.signalClosureCount, closures, "dismantle disconnected")
            gtk_range_set_value(scale.rangePointer, 90)
            XCTAssertEqual(model.writes, [], "a dismantled slider writes nothing")
        }
    }
}

/// The model a test owns; writes through its binding are recorded.
@MainActor
final class Temperature {
    var value: Double
    var writes: [Double] = []

    init(value: Double) { self.value = value }

    var binding: Binding<Double> {
        Binding(get: { self.value }, set: { self.value = $0; self.writes.append($0) })
    }
}

/// The representable under test, written as the WidgetRepresentable docs show.
struct TemperatureSlider: WidgetRepresentable {
    @Binding var value: Double

    final class Coordinator {
        var value: Binding<Double>
        var valueChanged: SignalConnection?
        init(value: Binding<Double>) { self.value = value }
    }

    func makeCoordinator() -> Coordinator { Coordinator(value: $value) }

    func makeWidget(context: Context) -> GTK.Scale {
        let scale = GTK.Scale(.horizontal, bounds: 0...100, step: 1)
        let coordinator = context.coordinator
        coordinator.valueChanged = scale.connect(.valueChanged) { scale in
            coordinator.value.wrappedValue = scale.value
        }
        return scale
    }

    func updateWidget(_ scale: GTK.Scale, context: Context) {
        context.coordinator.value = $value
        guard scale.value != value else { return }
        scale.withSignalBlocked(context.coordinator.valueChanged) { scale.value = value }
    }

    static func dismantleWidget(_ scale: GTK.Scale, coordinator: Coordinator) {
        coordinator.valueChanged.map(scale.disconnect)
    }
}

/// Connects two handlers and never disconnects them.
struct ForgetfulButton: WidgetRepresentable {
    func makeWidget(context: Context) -> GTK.Button {
        let button = GTK.Button(label: "forgetful")
        button.connect(.clicked) { _ in }
        button.connect(.notify("label")) { _, _ in }
        return button
    }

    func updateWidget(_ button: GTK.Button, context: Context) {}
}
