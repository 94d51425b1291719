// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Vitals",
    products: [
        .library(name: "GtkKit", targets: ["GtkKit"]),
        .library(name: "GtkUI", targets: ["GtkUI"]),
        .library(name: "GtkCharts", targets: ["GtkCharts"]),
        // For the fuzz targets (Fuzz/Package.swift).
        .library(name: "VitalsCore", targets: ["VitalsCore"]),
        .executable(name: "gtkui-demo", targets: ["GtkUIDemo"]),
        .executable(name: "gtkui-bench", targets: ["GtkUIBenchmarks"]),
        .executable(name: "vitals", targets: ["Vitals"]),
        .executable(name: "vitals-bench", targets: ["VitalsBenchmarks"]),
        .executable(name: "vitals-coldstart", targets: ["VitalsColdStart"]),
        .executable(name: "vitals-baseline", targets: ["CVitalsBaseline"]),
        .executable(name: "vitals-paste", targets: ["VitalsPaste"]),
        .executable(name: "vitals-paste-baseline", targets: ["CVitalsPasteBaseline"]),
        // `swift package gtkui-preview --target T`: renders T's previews to PNG files.
        .plugin(name: "GtkUIPreviewPlugin", targets: ["GtkUIPreviewPlugin"]),
    ],
    // `#Preview` is a macro, built with swift-syntax. A package that declares no previews can
    // depend on this one with `traits: []` and not build swift-syntax.
    traits: [
        .trait(name: "Previews", description: "The #Preview and @Previewable macros (builds swift-syntax)."),
        .default(enabledTraits: ["Previews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation --target GtkUI` (and GtkCharts): the DocC
        // catalogs in Sources/GtkUI/GtkUI.docc and Sources/GtkCharts/GtkCharts.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The `#Preview` macro's compiler plugin (only with the Previews trait).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
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
        // Typed GTK, GLib and GIO: object handles, signals, widgets, lists, rendering, the
        // main-loop bridge, and D-Bus (calls, signals, values; GLib's loop for headless
        // programs). The only Swift module that calls C.
        .target(name: "GtkKit", dependencies: ["CGtk", "CGtkShim"]),
        // gettext as glibc provides it, for the Localization module alone.
        .systemLibrary(name: "CIntl", path: "Sources/CIntl"),
        // Strings in the user's language: gettext text domains behind Foundation's
        // `String(localized:)` and `LocalizedStringResource` (and GtkUI's
        // `LocalizedStringKey`). No GTK: the command line and the core use it too.
        .target(name: "Localization", dependencies: ["CIntl"]),
        // The declarative layer, over GtkKit alone: it imports no C module
        // (scripts/check-layers).
        .target(
            name: "GtkUI",
            dependencies: ["GtkKit", "Localization", .target(name: "GtkUIMacros", condition: .when(traits: ["Previews"]))]
        ),
        // `#Preview` and `@Previewable`, expanded by the compiler.
        .macro(
            name: "GtkUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // `gtkui-preview`: builds a program that contains a target's previews and runs it to
        // render them (GtkUI's preview hook, GTKUI_PREVIEW_OUTPUT).
        .plugin(
            name: "GtkUIPreviewPlugin",
            capability: .command(
                intent: .custom(verb: "gtkui-preview", description: "Render a target's SwiftUI previews to PNG files, light and dark")
            ),
            path: "Plugins/GtkUIPreviewPlugin"
        ),
        // Swift Charts-style marks drawn by a widget's snapshot, through GtkKit's typed
        // snapshots, paths and text layouts: it imports no C module.
        .target(name: "GtkCharts", dependencies: ["GtkUI"]),
        // `gtkui-demo`: the seed's HeartRateView hosted in a plain GTK window.
        .executableTarget(name: "GtkUIDemo", dependencies: ["GtkUI"], path: "Lab/Demo"),
        // Plain C GTK doing the same work as the benchmark scenarios, and the measurements
        // shared by a Swift program and its C baseline (SQLite: the paste's commit).
        .target(name: "CGtkBaseline", dependencies: ["CGtk"], path: "Lab/Baselines/CGtkBaseline", linkerSettings: [.linkedLibrary("sqlite3")]),
        // Prints Swift-vs-C ratios measured in one run.
        .executableTarget(
            name: "GtkUIBenchmarks",
            dependencies: ["GtkUI", "GtkCharts", "CGtkBaseline"], path: "Lab/Benchmarks/GtkUIBenchmarks"
        ),
        // A small App for tests that need separate processes (single instance, open).
        .executableTarget(name: "GtkUISceneFixture", dependencies: ["GtkUI"], path: "Lab/Fixtures/GtkUISceneFixture"),
        // Views with previews of every kind, rendered by the preview tests.
        .executableTarget(name: "GtkUIPreviewFixture", dependencies: ["GtkUI"], path: "Lab/Fixtures/GtkUIPreviewFixture"),
        .testTarget(
            name: "GtkUITests",
            // The demo and the fixture are dependencies so that they are built for the
            // process tests; the benchmark and its C baseline, to check both draw the same.
            dependencies: [
                "GtkUI", "CGtk", "CGtkShim", "CGtkBaseline", "GtkUIBenchmarks", "GtkUIDemo", "GtkUISceneFixture", "GtkUIPreviewFixture",
                "GtkTestSupport",
            ]
        ),
        // Input on the virtual display (XTest keys and pointer) and the clipboard, shared by
        // the GtkUI and app tests.
        .target(name: "GtkTestSupport", dependencies: ["GtkUI", "CGtk"], path: "Tests/GtkTestSupport"),
        // Locks and damages database files, shared by the store, app and command-line tests.
        .target(
            name: "StoreTestSupport", dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/StoreTestSupport"),
        // zlib, for inflating zip entries (Apple Health's export.zip) as a stream.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Heart-rate samples, day summaries and medical conditions in SQLite; CSV import and
        // export; live heart-rate sources. No GTK: tested headless.
        .target(
            name: "VitalsCore",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the import's inner loop.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                "CZlib",
                "Localization",
            ]
        ),
        // Heart-rate sensors over Bluetooth LE through BlueZ (D-Bus): scanning, connecting,
        // reconnecting, and recording measurements and heart-rate variability into the store.
        .target(name: "VitalsSensors", dependencies: ["GtkKit", "VitalsCore", "Localization"]),
        // The app's windows: heart-rate days in a GtkListView with declarative cells, the
        // live heart rate, day details and trends.
        .target(name: "VitalsApp", dependencies: ["VitalsCore", "VitalsSensors", "GtkUI", "GtkCharts"]),
        // `vitals`: the app (GUI) and its headless command line (import, export, stats).
        .executableTarget(
            name: "Vitals",
            dependencies: [
                "VitalsCore",
                "VitalsApp",
                "VitalsSensors",
                "GtkKit",
                "Localization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `vitals-bench`: CSV import against `sqlite3 .import`, day queries over 10 M samples.
        .executableTarget(
            name: "VitalsBenchmarks",
            dependencies: ["VitalsCore", .product(name: "GRDB", package: "GRDB.swift")], path: "Lab/Benchmarks/VitalsBenchmarks"
        ),
        // `vitals-coldstart`: the app to its first frame, the Swift side of the cold-start
        // benchmark (`vitals-bench --cold-start`).
        .executableTarget(name: "VitalsColdStart", dependencies: ["VitalsApp", "GtkUI", "CGtkBaseline"], path: "Lab/Benchmarks/VitalsColdStart"),
        // `vitals-baseline`: the same main window in plain C (GTK and SQLite's C API), the
        // cold-start benchmark's baseline. SwiftPM links with swiftc, which would make the
        // program load the Swift runtime: without Swift's startup file and with the static
        // standard library (of which C uses nothing), it loads only what C GTK loads.
        .executableTarget(
            name: "CVitalsBaseline",
            dependencies: ["CGtk", "CGtkBaseline"], path: "Lab/Baselines/CVitalsBaseline",
            linkerSettings: [
                .linkedLibrary("sqlite3"), .linkedLibrary("m"),
                .unsafeFlags(["-nostartfiles", "-static-stdlib"]),
            ]
        ),
        // `vitals-paste`: the app pasting 10,000 lines into its Conditions page, the Swift
        // side of `vitals-bench --paste`.
        .executableTarget(name: "VitalsPaste", dependencies: ["VitalsApp", "GtkUI", "CGtkBaseline"], path: "Lab/Benchmarks/VitalsPaste"),
        // `vitals-paste-baseline`: the same paste in plain C (a GtkListView over a
        // GtkStringList, one SQLite transaction on a thread); linked as vitals-baseline is.
        .executableTarget(
            name: "CVitalsPasteBaseline",
            dependencies: ["CGtk", "CGtkBaseline"], path: "Lab/Baselines/CVitalsPasteBaseline",
            linkerSettings: [.linkedLibrary("sqlite3"), .unsafeFlags(["-nostartfiles", "-static-stdlib"])]
        ),
        .testTarget(name: "VitalsCoreTests", dependencies: ["VitalsCore", "StoreTestSupport"]),
        // The project's translation catalogs compiled for the tests, as meson installs them.
        .target(name: "TranslationTestSupport", dependencies: ["Localization"], path: "Tests/TranslationTestSupport"),
        // Keys, plural forms, argument order and formats against real gettext catalogs.
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TranslationTestSupport"]),
        // The D-Bus binding and the sensors against a fake BlueZ (python-dbusmock) on a
        // private bus.
        .testTarget(name: "VitalsSensorsTests", dependencies: ["VitalsSensors", "GtkKit", "SensorTestSupport"]),
        // The fake BlueZ and its private bus, shared by the sensor and app tests.
        .target(
            name: "SensorTestSupport", dependencies: ["GtkKit"], path: "Tests/SensorTestSupport",
            exclude: ["heart_rate_bluez.py"]),
        .testTarget(
            name: "VitalsCommandLineTests",
            // The executables are dependencies so that they are built for the tests that run
            // them (the cold-start benchmark's harness on a tiny database).
            dependencies: [
                "VitalsCore", "Vitals", "VitalsBenchmarks", "VitalsColdStart", "CVitalsBaseline",
                "VitalsPaste", "CVitalsPasteBaseline", "GtkKit", "SensorTestSupport", "StoreTestSupport",
                "TranslationTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "VitalsAppTests",
            // GRDB holds a database's write lock from another connection (read-only tests);
            // the `vitals` executable is built for the test that runs it as a process.
            dependencies: [
                "VitalsApp", "VitalsCore", "GtkUI", "GtkCharts", "CGtk", "Vitals",
                "VitalsSensors", "GtkKit", "SensorTestSupport", "GtkTestSupport", "StoreTestSupport",
                "TranslationTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Charts in a window of their own process, for tests that set GDK_SCALE.
        .executableTarget(name: "GtkChartsFixture", dependencies: ["GtkCharts", "GtkUI", "CGtk"], path: "Lab/Fixtures/GtkChartsFixture"),
        .testTarget(
            name: "GtkChartsTests",
            // The fixture is a dependency so that it is built for the HiDPI test.
            dependencies: ["GtkCharts", "GtkUI", "CGtk", "CGtkShim", "GtkChartsFixture", "GtkTestSupport"]
        ),
    ]
)
