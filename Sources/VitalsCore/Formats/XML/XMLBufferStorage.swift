/// Owns the memory an ``XMLPullReader`` scans: the input window and the scratch space for
/// ``XMLPullReader/readText()``, freed with the reader.
final class XMLBufferStorage {
    /// The input window.
    private(set) var window: UnsafeMutablePointer<UInt8>
    /// The window's size in bytes.
    private(set) var windowCapacity: Int
    /// Decoded text collected by `readText()`.
    private(set) var scratch: UnsafeMutablePointer<UInt8>
    /// The scratch space's size in bytes.
    private(set) var scratchCapacity: Int

    /// The names of the open elements, end to end.
    private(set) var names: UnsafeMutablePointer<UInt8>
    private var namesCapacity = 1_024

    init(capacity: Int) {
        names = .allocate(capacity: namesCapacity)
        windowCapacity = max(capacity, 16)
        window = .allocate(capacity: windowCapacity)
        scratchCapacity = 256
        scratch = .allocate(capacity: scratchCapacity)
    }

    deinit {
        window.deallocate()
        scratch.deallocate()
        names.deallocate()
    }

    /// Copies `count` bytes from `name` to `names` at `offset`, growing it when needed.
    func storeName(_ name: UnsafePointer<UInt8>, count: Int, at offset: Int) {
        if offset + count > namesCapacity {
            var capacity = namesCapacity
            while capacity < offset + count { capacity *= 2 }
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            larger.update(from: names, count: offset)
            names.deallocate()
            names = larger
            namesCapacity = capacity
        }
        (names + offset).update(from: name, count: count)
    }

    /// Doubles the window (at most to `limit`), keeping its first `count` bytes; false when
    /// it is already at `limit`.
    func growWindow(keeping count: Int, limit: Int) -> Bool {
        guard windowCapacity < limit else { return false }
        let capacity = min(windowCapacity * 2, limit)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.update(from: window, count: count)
        window.deallocate()
        window = larger
        windowCapacity = capacity
        return true
    }

    /// Makes the scratch space at least `needed` bytes, keeping its first `count` bytes.
    func reserveScratch(_ needed: Int, keeping count: Int) {
        guard needed > scratchCapacity else { return }
        var capacity = scratchCapacity
        while capacity < needed { capacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.update(from: scratch, count: count)
        scratch.deallocate()
        scratch = larger
        scratchCapacity = capacity
    }
}
