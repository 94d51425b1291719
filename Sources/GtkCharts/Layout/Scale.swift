/// Maps an axis's positions (numbers, date seconds, category indices) to pixels.
struct Scale {
    let kind: AxisKind
    /// The domain: positions at the start and end of the range.
    let lower: Double
    let upper: Double
    /// Pixels where the domain starts and ends (for y, the start is at the bottom).
    let start: Double
    let end: Double
    /// For categories: the band each data category index is drawn in (explicit domains
    /// reorder or leave out categories); `nan` for a category not shown.
    let bands: [Double]
    /// `linear(position)` is `offset + position * factor`: one multiply and add a point.
    let offset: Double
    let factor: Double

    init(kind: AxisKind, lower: Double, upper: Double, start: Double, end: Double, bands: [Double]) {
        (self.kind, self.lower, self.upper, self.start, self.end, self.bands) = (kind, lower, upper, start, end, bands)
        if upper != lower {
            factor = (end - start) / (upper - lower)
            offset = start - lower * factor
        } else {
            (factor, offset) = (0, (start + end) / 2)
        }
    }

    /// The pixel of a position; `nan` when the position is not finite or its category is
    /// not shown.
    @inline(__always)
    func pixel(_ value: Double) -> Double {
        guard value.isFinite else { return .nan }
        guard kind == .category else { return linear(value) }
        let index = Int(value)
        return bands.indices.contains(index) ? linear(bands[index]) : .nan
    }

    /// The pixel of a domain position (for categories, a band index, as ticks have).
    @inline(__always)
    func linear(_ position: Double) -> Double {
        offset + position * factor
    }

    /// The position at a pixel (for hover).
    func position(atPixel pixel: Double) -> Double {
        guard end != start else { return lower }
        return lower + (pixel - start) / (end - start) * (upper - lower)
    }

    /// The width of one category band in pixels (0 for continuous scales).
    var bandWidth: Double {
        guard kind == .category, upper > lower else { return 0 }
        return abs(end - start) / (upper - lower)
    }
}
