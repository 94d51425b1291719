import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `onDelete` reports them (SwiftUI's helper).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            guard offset >= 0, offset < count else { continue }
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to just before the element at `destination`, as
    /// `onMove` reports a drag (SwiftUI's helper); offsets out of range are ignored.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let before = valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        let target = Swift.max(0, Swift.min(count, destination - before))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}
