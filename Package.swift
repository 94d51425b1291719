// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Vitals",
    products: [
        .library(name: "GtkUI", targets: ["GtkUI"]),
        .library(name: "GtkCharts", targets: ["GtkCharts"]),
        .executable(name: "gtkui-demo", targets: ["GtkUIDemo"]),
        .executable(name: "gtkui-bench", targets: ["GtkUIBenchmarks"]),
        .executable(name: "vitals", targets: ["Vitals"]),
        .executable(name: "vitals-bench", targets: ["VitalsBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
        // A small App for tests that need separate processes (single instance, open).
        .executableTarget(name: "GtkUISceneFixture", dependencies: ["GtkUI", "CGtk"]),
        .testTarget(
            name: "GtkUITests",
            // The demo and the fixture are dependencies so that they are built for the
            // process tests.
            dependencies: ["GtkUI", "CGtk", "CGtkShim", "GtkUIDemo", "GtkUISceneFixture"]
        ),
        // Heart-rate samples, day summaries and medical conditions in SQLite; CSV import and
        // export; live heart-rate sources. No GTK: tested headless.
        .target(
            name: "VitalsCore",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the import's inner loop.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // The app's windows: heart-rate days in a GtkListView with declarative cells, the
        // live heart rate, day details and trends.
        .target(name: "VitalsApp", dependencies: ["VitalsCore", "GtkUI", "GtkCharts", "CGtk"]),
        // `vitals`: the app (GUI) and its headless command line (import, export, stats).
        .executableTarget(
            name: "Vitals",
            dependencies: [
                "VitalsCore",
                "VitalsApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `vitals-bench`: CSV import against `sqlite3 .import`, day queries over 10 M samples.
        .executableTarget(
            name: "VitalsBenchmarks",
            dependencies: ["VitalsCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(name: "VitalsCoreTests", dependencies: ["VitalsCore"]),
        .testTarget(
            name: "VitalsCommandLineTests",
            // The executable is a dependency so that it is built for the tests that run it.
            dependencies: ["VitalsCore", "Vitals", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "VitalsAppTests",
            // GRDB holds a database's write lock from another connection (read-only tests).
            dependencies: [
                "VitalsApp", "VitalsCore", "GtkUI", "GtkCharts", "CGtk",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Charts in a window of their own process, for tests that set GDK_SCALE.
        .executableTarget(name: "GtkChartsFixture", dependencies: ["GtkCharts", "GtkUI", "CGtk"]),
        .testTarget(
            name: "GtkChartsTests",
            // The fixture is a dependency so that it is built for the HiDPI test.
            dependencies: ["GtkCharts", "GtkUI", "CGtk", "CGtkShim", "GtkChartsFixture"]
        ),
    ]
)
