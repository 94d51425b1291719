// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Vitals",
    products: [
        .library(name: "GtkUI", targets: ["GtkUI"]),
        .library(name: "GtkCharts", targets: ["GtkCharts"]),
        .executable(name: "gtkui-demo", targets: ["GtkUIDemo"]),
        .executable(name: "gtkui-bench", targets: ["GtkUIBenchmarks"]),
    ],
    targets: [
        // The system library: a module map over pkg-config `gtk4`.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // Small C for what Swift cannot declare: widget subclasses and macro-only API.
        // libdispatch provides the main-queue hooks the shim's GSource uses.
        .target(
            name: "CGtkShim",
            dependencies: ["CGtk"],
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        // The declarative layer.
        .target(name: "GtkUI", dependencies: ["CGtk", "CGtkShim"]),
        // Swift Charts-style marks drawn by a widget's snapshot.
        .target(name: "GtkCharts", dependencies: ["GtkUI", "CGtk", "CGtkShim"]),
        // A small window that shows GtkUI at work (until the Vitals app exists).
        .executableTarget(name: "GtkUIDemo", dependencies: ["GtkUI"]),
        // Plain C GTK doing the same work as the benchmark scenarios.
        .target(name: "CGtkBaseline", dependencies: ["CGtk"]),
        // Prints Swift-vs-C ratios measured in one run.
        .executableTarget(
            name: "GtkUIBenchmarks",
            dependencies: ["GtkUI", "GtkCharts", "CGtkBaseline"]
        ),
        .testTarget(
            name: "GtkUITests",
            // The demo is a dependency so that it is built for the start-up tests.
            dependencies: ["GtkUI", "CGtk", "CGtkShim", "GtkUIDemo"]
        ),
        .testTarget(
            name: "GtkChartsTests",
            dependencies: ["GtkCharts", "GtkUI", "CGtk", "CGtkShim"]
        ),
    ]
)
