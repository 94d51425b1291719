import Glibc

/// Calls `body` with `strings` as a NULL-terminated C array (`const char * const *`),
/// valid only during the call.
func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    let copies: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var array: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
    array.append(nil)
    return array.withUnsafeMutableBufferPointer { buffer in
        body(buffer.baseAddress!)  // an array with at least the terminator has storage
    }
}
