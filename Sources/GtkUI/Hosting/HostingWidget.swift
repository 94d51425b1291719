/// A GTK widget that shows a GtkUI view: the bridge from existing GTK code to declarative
/// views, as `UIHostingController` is in UIKit.
///
/// Put ``widget`` anywhere in a GTK tree (`gtk_box_append`, `gtk_window_set_child`, …).
/// The views are built at once; replacing ``rootView`` updates them in the next frame,
/// keeping state where identity matches.
///
/// The content is stacked vertically and centered in the widget, as SwiftUI centers a
/// hosting controller's content: a fixed `.frame` keeps its width, centered. With
/// ``HostingSizingOptions/preferredContentSize`` (the default) the widget measures as its
/// content, so GTK resizes it as the content grows or shrinks; without it the widget asks for no space and shows its content in whatever
/// space its parent gives.
///
/// The views leave the hierarchy — every representable is dismantled, once — when the
/// widget is disposed or the window it is in is destroyed, whichever comes first.
@MainActor
public final class HostingWidget<Content: View> {
    /// The widget to put in a GTK tree.
    public var widget: GTK.Widget { host }
    private let host: GTK.Host
    private let graph: ViewGraph

    /// The root view. Setting it updates the hosted views in the next update pass.
    public var rootView: Content {
        didSet { graph.setRoot(rootView) }
    }

    /// Hosts `rootView`, with `environment` as the root environment.
    public init(rootView: Content, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        (host, graph) = HostedGraph.makeHost(environment: environment)
        // A fixed frame at the root keeps its size, centered, as in a hosting controller.
        host.setCentersContent(true)
        graph.mount(rootView)
    }

    /// How the widget's size follows its content.
    public typealias SizingOptions = HostingSizingOptions

    /// How the widget's size follows its content; `.preferredContentSize` by default.
    public var sizingOptions: SizingOptions = .preferredContentSize {
        didSet { host.setIgnoresContentSize(!sizingOptions.contains(.preferredContentSize)) }
    }

    /// Whether the hosted views have left the hierarchy.
    public var isTornDown: Bool { graph.isTornDown }

    /// Gives the root a new environment: the hosted views that read what changed update.
    func setEnvironment(_ environment: EnvironmentValues) {
        graph.setEnvironment(environment)
    }
}

/// A `GtkuiHost` widget with a view graph whose root widgets it holds; the graph is torn
/// down exactly once, when the host is disposed or its window destroyed.
@MainActor
enum HostedGraph {
    static func make(environment: EnvironmentValues) -> (GTK.Widget, ViewGraph) {
        let (host, graph) = makeHost(environment: environment)
        return (host, graph)
    }

    static func makeHost(environment: EnvironmentValues) -> (GTK.Host, ViewGraph) {
        let host = GTK.Host()
        // The graph is torn down before the host is finalized, so the host outlives every
        // call of this closure; seeing it without a reference avoids a cycle through the
        // host's teardown function, which owns the graph.
        let hostWidget = host.borrowed
        let graph = ViewGraph(environment: environment)
        graph.placeRootWidgets = { widgets in
            GTK.Host.setChildren(widgets, in: hostWidget)
        }
        host.setTeardown { host in
            graph.tearDown()
            GTK.Host.setChildren([], in: host)
        }
        return (host, graph)
    }
}

/// How a ``HostingWidget``'s size follows its content, as `UIHostingController.sizingOptions`.
public struct HostingSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The widget's minimum and natural size are its content's.
    public static let preferredContentSize = HostingSizingOptions(rawValue: 1 << 0)
}
