// fuzz-tcx: TCXReader over Training Center XML (activities, laps, trackpoints repeated at lap
// boundaries, times, heart-rate values, creator names; the streaming XML parser under it).
import FuzzSupport
import VitalsCore

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.read(data, size) { bytes in
        TCXReader(source: MemoryBytes(bytes), file: FuzzInput.file)
    }
}

/// The entry point: SwiftPM links the executable with `main` aliased to `FuzzTCX_main`.
@_cdecl("FuzzTCX_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
