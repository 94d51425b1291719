// fuzz-csv: CSVSampleReader over CSV text (separator, columns and date order detected, as
// `vitals import` does by default), local times in a time zone with daylight saving time.
import FuzzSupport
import VitalsCore

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.read(data, size) { bytes in
        CSVSampleReader(bytes: MemoryBytes(bytes), file: FuzzInput.file,
                        options: CSVOptions(timeZone: FuzzInput.timeZone))
    }
}

/// The entry point: SwiftPM links the executable with `main` aliased to `FuzzCSV_main`.
@_cdecl("FuzzCSV_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
