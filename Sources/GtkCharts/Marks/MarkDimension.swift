import Foundation

/// How wide a bar is across its position, as Swift Charts' `MarkDimension`:
/// `BarMark(x:y:width:)`. `.automatic` takes most of the category band (or of the gap
/// between positions), `.fixed(20)` 20 points, `.ratio(0.5)` half the band, `.inset(4)`
/// the band less 4 points on each side.
public struct MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Storage: Hashable, Sendable {
        case automatic
        case fixed(Double)
        case ratio(Double)
        case inset(Double)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// Most of the band.
    public static let automatic = MarkDimension(storage: .automatic)

    /// `points` wide.
    public static func fixed(_ points: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(Double(points))) }

    /// `ratio` of the band (0…1).
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(Double(ratio))) }

    /// The band less `points` on each side.
    public static func inset(_ points: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(Double(points))) }

    /// A fixed size in points (`width: 20`).
    public init(floatLiteral value: Double) {
        storage = .fixed(value)
    }

    /// A fixed size in points (`width: 20`).
    public init(integerLiteral value: Int) {
        storage = .fixed(Double(value))
    }

    /// The size in pixels in a band `band` pixels wide, `nil` for the automatic size.
    func size(inBand band: Double) -> Double? {
        switch storage {
        case .automatic: return nil
        case .fixed(let points): return max(0, points)
        case .ratio(let ratio): return band * min(max(ratio, 0), 1)
        case .inset(let points): return max(1, band - 2 * points)
        }
    }
}
