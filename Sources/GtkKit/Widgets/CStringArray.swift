import CGtk
import Glibc

/// Calls `body` with `strings` as a NULL-terminated C array (`const char * const *`),
/// valid only during the call.
package func withCStringArray<Result>(
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

/// The strings of a NULL-terminated GLib string vector that the caller owns (a
/// transfer-full `char **`), which this frees.
package func takeStringVector(_ vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
    guard let vector else { return [] }
    defer { g_strfreev(vector) }
    var strings: [String] = []
    var index = 0
    while let string = vector[index] {
        strings.append(String(cString: string))
        index += 1
    }
    return strings
}
