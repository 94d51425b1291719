import XCTest
@testable import GtkUI

/// Hosts `view` in a shown window and waits until a frame shows it laid out and styled.
@MainActor
func show<V: View>(_ view: V, width: Int = 240, height: Int = 120) -> (GTK.Window, HostingWidget<V>) {
    let window = GTK.Window(title: "GtkUI test", width: width, height: height)
    let hosting = HostingWidget(rootView: view)
    window.child = hosting.widget
    window.present()
    XCTAssertTrue(MainLoop.run(until: { hosting.widget.isMapped && hosting.widget.width > 0 }))
    settle(window)
    return (window, hosting)
}

/// Runs pending updates (and style-sheet loads) and waits until a frame shows them.
@MainActor
func settle(_ widget: GTK.Widget) {
    UpdateScheduler.shared.flush()
    for _ in 0..<2 {
        let painted = Reported(false)
        widget.afterNextPaint { painted.value = true }
        XCTAssertTrue(MainLoop.run(until: { painted.value }))
    }
}

/// How many pixels of `image` match.
func count(_ image: RenderedImage, where matches: ((UInt8, UInt8, UInt8, UInt8)) -> Bool) -> Int {
    var found = 0
    for y in 0..<image.height {
        for x in 0..<image.width where matches(image.pixel(x: x, y: y)) { found += 1 }
    }
    return found
}

/// The widgets of type `Handle` in `root`'s tree, depth first.
@MainActor
func descendants<Handle: GTK.Widget>(of root: GTK.Widget, _ type: Handle.Type) -> [Handle] {
    var found: [Handle] = []
    for child in root.children {
        if let typed = child.cast(to: Handle.self) { found.append(typed) }
        found += descendants(of: child, type)
    }
    return found
}

/// The text of every label in `root`'s tree.
@MainActor
func labelTexts(in root: GTK.Widget) -> [String] {
    descendants(of: root, GTK.Label.self).map(\.text)
}
