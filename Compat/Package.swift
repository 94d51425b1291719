// swift-tools-version: 6.1
// The SwiftUI compatibility suite: SwiftUI sample code (Compat/Samples, written with
// `import SwiftUI`) built with only its imports changed. `scripts/compat` writes each sample
// into Generated/<Sample>/ with `import GtkUI` (and `import GtkCharts` for `import Charts`)
// and builds and renders them one by one; this manifest makes one executable per folder there.
import Foundation
import PackageDescription

let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")
let samples = ((try? FileManager.default.contentsOfDirectory(atPath: generated.path)) ?? []).sorted()

let package = Package(
    name: "Compat",
    dependencies: [.package(name: "Vitals", path: "..")],
    targets: samples.map { sample in
        .executableTarget(
            name: sample,
            dependencies: [.product(name: "GtkUI", package: "Vitals"), .product(name: "GtkCharts", package: "Vitals")],
            path: "Generated/\(sample)"
        )
    }
)
