/// How a line or area joins its points, as in Swift Charts.
public struct InterpolationMethod: Hashable, Sendable {
    enum Method: Hashable, Sendable {
        case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd
    }

    let method: Method

    /// Straight segments.
    public static let linear = InterpolationMethod(method: .linear)
    /// A smooth curve that never overshoots the points (a monotone cubic).
    public static let monotone = InterpolationMethod(method: .monotone)
    /// A smooth curve through every point (the uniform Catmull–Rom spline).
    public static let catmullRom = InterpolationMethod(method: .catmullRom)
    /// A cardinal spline with tension ½: tighter than Catmull–Rom.
    public static let cardinal = InterpolationMethod(method: .cardinal)
    /// Steps that change at each point.
    public static let stepStart = InterpolationMethod(method: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(method: .stepCenter)
    /// Steps that change at the next point.
    public static let stepEnd = InterpolationMethod(method: .stepEnd)
}
