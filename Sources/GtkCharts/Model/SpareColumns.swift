/// The big column arrays of the data a chart last replaced, kept for its next data to be
/// written into.
///
/// A chart of a million samples that gets new data writes 16 MB of new columns. Fresh
/// from the allocator, those are pages the system maps and zeroes one fault at a time —
/// more work than collecting the marks (the allocator gives big blocks back to the system
/// when they are freed). Writing into the arrays the chart let go of skips that. Only
/// arrays of at least ``minimumCapacity`` values are kept (smaller ones come from memory
/// the allocator keeps), only those of the last data replaced, and only while the chart
/// that replaced it is shown.
@MainActor
enum SpareColumns {
    /// The smallest array worth keeping: 512 KB.
    static let minimumCapacity = 1 << 16

    private static var arrays: [[Double]] = []
    private static var owner: ObjectIdentifier?

    /// An empty array with room for `count` values: a kept one that is big enough but not
    /// twice too big (it would be given back), else a new one.
    static func array(reserving count: Int) -> [Double] {
        if count >= minimumCapacity,
           let index = arrays.firstIndex(where: { $0.capacity >= count && $0.capacity <= 2 * count }) {
            var array = arrays.remove(at: index)
            array.removeAll(keepingCapacity: true)
            return array
        }
        var array: [Double] = []
        array.reserveCapacity(count)
        return array
    }

    /// Keeps the big columns of `data`, which `owner` shows no more (instead of those kept
    /// before).
    static func keep(_ data: ChartData, from owner: AnyObject) {
        arrays = data.series.flatMap { [$0.xs, $0.ys, $0.x2s, $0.y2s] }.filter { $0.capacity >= minimumCapacity }
        self.owner = arrays.isEmpty ? nil : ObjectIdentifier(owner)
    }

    /// Lets go of the columns `owner` gave, as its chart leaves the screen.
    static func release(from owner: AnyObject) {
        guard self.owner == ObjectIdentifier(owner) else { return }
        arrays = []
        self.owner = nil
    }
}
