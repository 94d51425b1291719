// fuzz-gpx: GPXReader over GPX (track, route and way points, times, heart rate in the point
// extensions of every dialect it reads; the streaming XML parser under it).
import FuzzSupport
import VitalsCore

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.read(data, size) { bytes in
        GPXReader(source: MemoryBytes(bytes), file: FuzzInput.file)
    }
}

/// The entry point: SwiftPM links the executable with `main` aliased to `FuzzGPX_main`.
@_cdecl("FuzzGPX_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
