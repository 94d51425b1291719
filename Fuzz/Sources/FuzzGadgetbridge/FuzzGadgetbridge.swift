// fuzz-gadgetbridge: GadgetbridgeReader over a database image in memory. SQLite itself is not
// ours to fuzz: the seeds are small valid Gadgetbridge databases, so what mutations reach is our
// schema detection, value types (text, blobs, NULL, out-of-range numbers where integers are
// expected), timestamps in seconds or milliseconds, and device rows.
import FuzzSupport
import VitalsCore

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.read(data, size) { bytes in
        GadgetbridgeReader(bytes: bytes, file: FuzzInput.file)
    }
}

/// The entry point: SwiftPM links the executable with `main` aliased to `FuzzGadgetbridge_main`.
@_cdecl("FuzzGadgetbridge_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
