/// A scale's mapping from positions to pixels, kept in locals for a loop over many
/// points: one multiply and add for numbers and dates, a band lookup for categories.
struct PixelMap {
    let scale: Scale
    let isLinear: Bool
    let offset: Double
    let factor: Double

    init(_ scale: Scale) {
        (self.scale, isLinear, offset, factor) = (scale, scale.kind != .category, scale.offset, scale.factor)
    }

    /// The pixel of a position, as ``Scale/pixel(_:)``, except that a position that is
    /// not finite may give an infinity rather than `nan` (callers check the pixel).
    @inline(__always)
    func pixel(_ value: Double) -> Double {
        guard isLinear else { return scale.pixel(value) }
        return offset + value * factor
    }
}
