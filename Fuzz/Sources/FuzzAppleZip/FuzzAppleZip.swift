// fuzz-apple-zip: AppleHealthReader over an export.zip in memory (the zip directory, zip64,
// stored and deflated entries, the CRC-32 and size checks, then the XML path). Input that does
// not start like a zip is read as XML, as the import does.
import FuzzSupport
import VitalsCore

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.read(data, size) { bytes in
        AppleHealthReader(bytes: bytes, file: FuzzInput.file)
    }
}

/// The entry point: SwiftPM links the executable with `main` aliased to `FuzzAppleZip_main`.
@_cdecl("FuzzAppleZip_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
