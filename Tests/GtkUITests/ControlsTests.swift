import CGtk
import XCTest
@testable import GtkUI

/// Toggle, Slider, Stepper, ProgressView and button roles over their GTK widgets.
final class ControlsTests: GtkTestCase {
    // MARK: Toggle

    func testAToggleIsALabelAndASwitchBoundWithoutEcho() throws {
        try gtk {
            let isOn = Recorded(false)
            let hosting = HostingWidget(rootView: Toggle("Wi-Fi", isOn: isOn.binding))
            let toggle = try XCTUnwrap(hosting.widget.first(GTK.Switch.self))
            let label = try XCTUnwrap(hosting.widget.first(GTK.Label.self))
            XCTAssertEqual(label.text, "Wi-Fi")
            XCTAssertTrue(try XCTUnwrap(label.parent).expandsHorizontally, "the label takes the row's width")
            XCTAssertFalse(toggle.isOn)

            gtk_switch_set_active(toggle.opaquePointer, 1)  // as a click would
            XCTAssertEqual(isOn.writes, [true])

            isOn.value = false
            hosting.update(Toggle("Wi-Fi", isOn: isOn.binding))
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(isOn.writes, [true], "no echo")
            let idle = GraphCounters.snapshot
            hosting.update(Toggle("Wi-Fi", isOn: isOn.binding))
            XCTAssertEqual(GraphCounters.snapshot.since(idle).gtkSetterCalls, 0)
        }
    }

    func testTheCheckboxStyleIsACheckButtonHoldingTheLabel() throws {
        try gtk {
            let isOn = Recorded(true)
            let hosting = HostingWidget(rootView: Toggle("Remember me", isOn: isOn.binding).toggleStyle(.checkbox))
            XCTAssertNil(hosting.widget.first(GTK.Switch.self))
            let check = try XCTUnwrap(hosting.widget.first(GTK.CheckButton.self))
            XCTAssertTrue(check.isOn)
            XCTAssertNotNil(check.first(GTK.Label.self), "the label is the check button's child")
            gtk_check_button_set_active(check.checkButtonPointer, 0)
            XCTAssertEqual(isOn.writes, [false])
        }
    }

    func testTheToggleStyleCanChange() throws {
        try gtk {
            let isOn = Recorded(true)
            // The same Toggle node sees the style change (one environment writer type).
            @MainActor func erased(_ checkbox: Bool) -> AnyView {
                AnyView(Toggle("Sync", isOn: isOn.binding).environment(\.toggleAppearance, ToggleAppearance(kind: checkbox ? .checkbox : .switch)))
            }
            let closures = LiveObjects.signalClosureCount
            let hosting = HostingWidget(rootView: erased(false))
            XCTAssertNotNil(hosting.widget.first(GTK.Switch.self))
            let row = try XCTUnwrap(hosting.widget.first(GTK.Box.self))
            hosting.update(erased(true))
            XCTAssertEqual(hosting.widget.first(GTK.Box.self), row, "the same toggle, restyled")
            XCTAssertNil(hosting.widget.first(GTK.Switch.self))
            let check = try XCTUnwrap(hosting.widget.first(GTK.CheckButton.self))
            XCTAssertTrue(check.isOn)
            XCTAssertEqual(check.first(GTK.Label.self)?.text, "Sync")
            hosting.update(erased(false))
            XCTAssertNil(hosting.widget.first(GTK.CheckButton.self))
            XCTAssertEqual(hosting.widget.first(GTK.Switch.self)?.isOn, true)
            hosting.update(AnyView(Text("gone")))
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
        }
    }

    func testDismantlingAToggleDisconnectsTheSwitch() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let isOn = Recorded(false)
            let hosting = HostingWidget(rootView: AnyView(Toggle("Wi-Fi", isOn: isOn.binding)))
            let toggle = try XCTUnwrap(hosting.widget.first(GTK.Switch.self))
            hosting.update(AnyView(Text("gone")))
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
            gtk_switch_set_active(toggle.opaquePointer, 1)
            XCTAssertEqual(isOn.writes, [])
        }
    }

    // MARK: Slider

    func testASliderIsAnExpandingScaleBoundWithoutEcho() throws {
        try gtk {
            let volume = Recorded(0.25)
            let hosting = HostingWidget(rootView: Slider(value: volume.binding))
            let scale = try XCTUnwrap(hosting.widget.first(GTK.Scale.self))
            XCTAssertTrue(scale.expandsHorizontally)
            XCTAssertEqual(scale.bounds, 0...1)
            XCTAssertEqual(scale.value, 0.25)

            gtk_range_set_value(scale.rangePointer, 0.75)
            XCTAssertEqual(volume.writes, [0.75])

            volume.value = 0.5
            hosting.update(Slider(value: volume.binding))
            XCTAssertEqual(scale.value, 0.5)
            XCTAssertEqual(volume.writes, [0.75], "no echo")
            let idle = GraphCounters.snapshot
            hosting.update(Slider(value: volume.binding))
            XCTAssertEqual(GraphCounters.snapshot.since(idle).gtkSetterCalls, 0)
        }
    }

    func testASteppedSliderSnapsAndConvertsItsValueType() throws {
        try gtk {
            let size = Recorded<Float>(4)
            let hosting = HostingWidget(rootView: Slider(value: size.binding, in: 0...10, step: 2))
            let scale = try XCTUnwrap(hosting.widget.first(GTK.Scale.self))
            gtk_range_set_value(scale.rangePointer, 6.9)
            XCTAssertEqual(size.writes, [6], "snapped to the step, written once")
            XCTAssertEqual(scale.value, 6, "the scale shows the snapped value")
        }
    }

    func testDismantlingASliderDisconnects() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let volume = Recorded(0.25)
            let hosting = HostingWidget(rootView: AnyView(Slider(value: volume.binding)))
            let scale = try XCTUnwrap(hosting.widget.first(GTK.Scale.self))
            hosting.update(AnyView(Text("gone")))
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
            gtk_range_set_value(scale.rangePointer, 0.9)
            XCTAssertEqual(volume.writes, [])
        }
    }

    // MARK: Stepper

    func testAStepperStepsInsideItsBoundsAndDisablesAButtonAtABound() throws {
        try gtk {
            let count = Recorded(9)
            let hosting = HostingWidget(rootView: Stepper("Count", value: count.binding, in: 0...10))
            let buttons = hosting.widget.all(GTK.Button.self)
            XCTAssertEqual(buttons.map(\.iconName), ["list-remove-symbolic", "list-add-symbolic"])
            let (minus, plus) = (buttons[0], buttons[1])
            XCTAssertEqual(hosting.widget.first(GTK.Label.self)?.text, "Count")
            XCTAssertTrue(try XCTUnwrap(minus.parent).hasCSSClass("linked"))

            plus.emit(.clicked)
            XCTAssertEqual(count.writes, [10])
            hosting.update(Stepper("Count", value: count.binding, in: 0...10))
            XCTAssertFalse(plus.isSensitive, "at the upper bound")
            XCTAssertTrue(minus.isSensitive)

            minus.emit(.clicked)
            XCTAssertEqual(count.writes, [10, 9])
            hosting.update(Stepper("Count", value: count.binding, in: 0...10))
            XCTAssertTrue(plus.isSensitive)
        }
    }

    func testAStepperOfDoublesAndOneWithActions() throws {
        gtk {
            let weight = Recorded(70.0)
            let events = Reported<[String]>([])
            let hosting = HostingWidget(rootView: VStack {
                Stepper("Weight", value: weight.binding, in: 0...200, step: 0.5)
                Stepper("Actions", onIncrement: { events.value.append("+") }, onDecrement: nil) {
                    events.value.append($0 ? "begin" : "end")
                }
            })
            let buttons = hosting.widget.all(GTK.Button.self)
            XCTAssertEqual(buttons.count, 4)
            buttons[1].emit(.clicked)
            XCTAssertEqual(weight.writes, [70.5])
            XCTAssertFalse(buttons[2].isSensitive, "no decrement action")
            buttons[3].emit(.clicked)
            XCTAssertEqual(events.value, ["begin", "+", "end"])
        }
    }

    func testDismantlingAStepperDisconnectsItsButtons() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let count = Recorded(1)
            let hosting = HostingWidget(rootView: AnyView(Stepper("Count", value: count.binding, in: 0...10)))
            let plus = try XCTUnwrap(hosting.widget.all(GTK.Button.self).last)
            hosting.update(AnyView(Text("gone")))
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
            plus.emit(.clicked)
            XCTAssertEqual(count.writes, [])
        }
    }

    // MARK: ProgressView

    func testAnIndeterminateProgressViewSpinsWhileMapped() throws {
        try gtk {
            let window = GTK.Window(title: "Progress")
            let hosting = HostingWidget(rootView: ProgressView())
            let spinner = try XCTUnwrap(hosting.widget.first(GTK.Spinner.self))
            XCTAssertFalse(spinner.isSpinning, "not on screen")
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { spinner.isSpinning }))
            window.child = nil
            XCTAssertFalse(spinner.isSpinning, "unmapped, it stopped")
            window.destroy()
        }
    }

    func testADeterminateProgressViewIsAClampedBar() throws {
        try gtk {
            let hosting = HostingWidget(rootView: ProgressView("Upload", value: 3.0, total: 4))
            let bar = try XCTUnwrap(hosting.widget.first(GTK.ProgressBar.self))
            XCTAssertEqual(bar.fraction, 0.75)
            XCTAssertEqual(hosting.widget.first(GTK.Label.self)?.text, "Upload")
            hosting.update(ProgressView("Upload", value: 9.0, total: 4))
            XCTAssertEqual(bar.fraction, 1, "clamped")
            hosting.update(ProgressView("Upload", value: nil, total: 4))
            XCTAssertNotNil(hosting.widget.first(GTK.Spinner.self), "no value: a spinner")
            XCTAssertNil(hosting.widget.first(GTK.ProgressBar.self))
            XCTAssertEqual(ProgressView<EmptyView, EmptyView>.fraction(-1.0, of: 4), 0)
        }
    }

    // MARK: Button roles

    func testADestructiveButtonHasGTKsDestructiveStyle() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Button("Delete", role: .destructive) {})
            let button = try XCTUnwrap(hosting.widget.first(GTK.Button.self))
            XCTAssertTrue(button.hasCSSClass("destructive-action"))
            hosting.update(Button("Delete", role: .cancel) {})
            XCTAssertFalse(button.hasCSSClass("destructive-action"))
            let labelled = HostingWidget(rootView: Button(role: .destructive, action: {}) { Text("Erase") })
            XCTAssertEqual(labelled.widget.first(GTK.Label.self)?.text, "Erase")
        }
    }
}
