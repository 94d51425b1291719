// fuzz-fit: FITReader over FIT bytes (headers, definition and data messages, compressed
// timestamps, developer fields, chained files, relative times, CRCs).
//
// Most mutations would break the file CRC, and the reader would then stop at the end of the
// file, after decoding everything before it: that path stays fuzzed. The custom mutator also
// repairs the header's data size and both CRCs after 7 of 8 mutations, so that inputs whose
// messages are broken in other ways are decoded to the end too (the corpus then holds inputs
// that pass the checks, and a crash input is exactly the file the reader saw).
import CLibFuzzer
import FuzzSupport
import VitalsCore

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.read(data, size) { bytes in
        FITReader(bytes: MemoryBytes(bytes), file: FuzzInput.file)
    }
}

@_cdecl("LLVMFuzzerCustomMutator")
func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    guard let data else { return 0 }
    let mutatedSize = LLVMFuzzerMutate(data, size, maxSize)
    if seed % 8 != 0 {
        FITRepair.repair(UnsafeMutableBufferPointer(start: data, count: mutatedSize))
    }
    return mutatedSize
}

/// The entry point: SwiftPM links the executable with `main` aliased to `FuzzFIT_main`.
@_cdecl("FuzzFIT_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
