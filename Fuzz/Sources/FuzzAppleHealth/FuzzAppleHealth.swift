// fuzz-apple-health: AppleHealthReader over an export.xml (the XML path of the Apple Health
// reader, the streaming XML parser under it, dates, units, devices).
import FuzzSupport
import VitalsCore

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.read(data, size) { bytes in
        AppleHealthReader(xml: MemoryBytes(bytes), file: FuzzInput.file)
    }
}

/// The entry point: SwiftPM links the executable with `main` aliased to `FuzzAppleHealth_main`.
@_cdecl("FuzzAppleHealth_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
