// swift-tools-version: 6.0
// The fuzz targets of Vitals' import readers and its Bluetooth heart-rate parser: one libFuzzer
// executable per format, built with `-Xswiftc -sanitize=fuzzer,address` and run by `scripts/fuzz`
// (see docs/fuzzing.md).
// A package of its own, so that the main package is never built with the sanitizers.
import PackageDescription

/// Each fuzz target: its product name (`fuzz-<format>`, as `scripts/fuzz` names formats) and
/// its target (`Sources/<target>/<target>.swift`).
let fuzzTargets: [(product: String, target: String)] = [
    ("fuzz-csv", "FuzzCSV"),
    ("fuzz-fit", "FuzzFIT"),
    ("fuzz-tcx", "FuzzTCX"),
    ("fuzz-gpx", "FuzzGPX"),
    ("fuzz-apple-health", "FuzzAppleHealth"),
    ("fuzz-apple-zip", "FuzzAppleZip"),
    ("fuzz-fitbit", "FuzzFitbit"),
    ("fuzz-gadgetbridge", "FuzzGadgetbridge"),
    ("fuzz-heart-rate-measurement", "FuzzHeartRateMeasurement"),
]

let package = Package(
    name: "VitalsFuzz",
    products: fuzzTargets.map { .executable(name: $0.product, targets: [$0.target]) },
    // The main package, by the name it declares (its folder's name varies between clones).
    dependencies: [.package(name: "Vitals", path: "..")],
    targets: [
        // Declarations of libFuzzer's driver and mutator (the library comes with `--sanitize fuzzer`).
        .target(name: "CLibFuzzer"),
        // Starting libFuzzer, and running a reader over an input as the import does.
        .target(
            name: "FuzzSupport",
            dependencies: ["CLibFuzzer", .product(name: "VitalsCore", package: "Vitals")]
        ),
    ] + fuzzTargets.map {
        .executableTarget(
            name: $0.target,
            dependencies: ["CLibFuzzer", "FuzzSupport", .product(name: "VitalsCore", package: "Vitals")],
            // No top-level code: libFuzzer's driver is started from `<Target>_main` (see FuzzDriver).
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    }
)
