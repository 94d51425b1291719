// fuzz-fitbit: FitbitReader over JSON (Takeout heart_rate-*.json and the web API responses it
// reads; the pull JSON parser under it).
import FuzzSupport
import VitalsCore

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.read(data, size) { bytes in
        FitbitReader(source: MemoryBytes(bytes), file: FuzzInput.file, webTimeZone: FuzzInput.timeZone)
    }
}

/// The entry point: SwiftPM links the executable with `main` aliased to `FuzzFitbit_main`.
@_cdecl("FuzzFitbit_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
