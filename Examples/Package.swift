// swift-tools-version: 6.0
// Small programs that use GtkUI the way other projects would: a package of their own that
// depends on this repository by path. `scripts/build-examples` builds and runs them.
import PackageDescription

let package = Package(
    name: "GtkUIExamples",
    products: [
        // HostInC: a shared library a C GTK program links (see HostInC/main.c).
        .library(name: "HeartRateView", type: .dynamic, targets: ["HeartRateView"]),
        // WrapsWidget: a GtkUI app wrapping GtkCalendar and GtkLevelBar.
        .executable(name: "wraps-widget", targets: ["WrapsWidget"]),
    ],
    // The main package, by the name it declares (its folder's name varies between clones).
    dependencies: [.package(name: "Vitals", path: "..")],
    targets: [
        .target(
            name: "HeartRateView",
            dependencies: [.product(name: "GtkUI", package: "Vitals")],
            path: "HostInC/HeartRateView"
        ),
        .executableTarget(
            name: "WrapsWidget",
            dependencies: [.product(name: "GtkUI", package: "Vitals")],
            path: "WrapsWidget"
        ),
    ]
)
