/// The times of one FIT file: the last full timestamp that compressed timestamps and
/// `timestamp_16` values count from, and the anchor that turns relative device times
/// (below 0x10000000, seconds since the device was switched on) into absolute ones.
///
/// Readings with a relative time seen before any anchor wait in a bounded list until an
/// anchor arrives; if none does by the end of the FIT file, the file cannot be placed in time.
struct FITClock {
    /// FIT times below this are seconds since the device was switched on, not since 1989.
    static let firstAbsolute: UInt32 = 0x1000_0000
    /// Seconds from 1970-01-01 to the FIT epoch, 1989-12-31 00:00 UTC.
    static let epochInUnixSeconds: Int64 = 631_065_600
    /// How many relative readings may wait for an anchor (12 bytes each).
    static let pendingLimit = 262_144

    /// A reading whose time is relative and not anchored yet.
    struct Pending {
        var time: UInt32
        var beatsPerMinute: Double
    }

    /// The last full timestamp (FIT seconds), 0 before any.
    var last: UInt32 = 0
    /// Seconds to add to a relative time to get FIT seconds, once known.
    private(set) var anchor: Int64?
    /// Relative readings waiting for an anchor, in file order.
    private(set) var pending: [Pending] = []
    /// The file offset of the message with the first waiting reading.
    private(set) var firstPendingOffset: Int64 = 0

    /// The time of a compressed-timestamp header's 5-bit `offset`: the last timestamp with
    /// its low five bits replaced, one rollover (32 s) later when the offset is smaller than them.
    mutating func compressed(_ offset: UInt8) -> UInt32 {
        let low = UInt32(offset & 0x1F)
        var time = (last & ~0x1F) &+ low
        if low < last & 0x1F {
            time = time &+ 0x20
        }
        last = time
        return time
    }

    /// The time of a `timestamp_16` value: the last timestamp moved forward to the next time
    /// whose low 16 bits are `value` (within 18 hours).
    mutating func from16Bits(_ value: UInt16) -> UInt32 {
        let time = last &+ UInt32(value &- UInt16(truncatingIfNeeded: last))
        last = time
        return time
    }

    /// Milliseconds since 1970 for FIT time `time`, or nil when it is relative and no anchor
    /// is known yet.
    @inline(__always)
    func milliseconds(_ time: UInt32) -> Int64? {
        if time >= Self.firstAbsolute {
            return (Int64(time) + Self.epochInUnixSeconds) * 1000
        }
        return anchor.map { (Int64(time) + $0 + Self.epochInUnixSeconds) * 1000 }
    }

    /// Keeps a relative reading until an anchor arrives; false when too many wait already.
    mutating func wait(time: UInt32, beatsPerMinute: Double, at offset: Int64) -> Bool {
        guard pending.count < Self.pendingLimit else { return false }
        if pending.isEmpty {
            firstPendingOffset = offset
        }
        pending.append(Pending(time: time, beatsPerMinute: beatsPerMinute))
        return true
    }

    /// Anchors relative times: `absolute` (FIT seconds, UTC or local) is the same instant as
    /// the relative `relative`. Returns the waiting readings, now placeable, and forgets them.
    mutating func anchor(absolute: UInt32, relative: UInt32) -> [Pending] {
        anchor = Int64(absolute) - Int64(relative)
        defer { pending = [] }
        return pending
    }

    /// Anchors only if no anchor is known yet (for a weaker anchor such as local time).
    mutating func anchorIfNone(absolute: UInt32, relative: UInt32) -> [Pending] {
        anchor == nil ? anchor(absolute: absolute, relative: relative) : []
    }
}
