import Foundation

/// A type whose values can be plotted on a chart axis, as in Swift Charts: numbers
/// (`Double`, `Float`, `Int`, …) on a continuous scale, `Date`s on a time scale and
/// `String`s as categories. Enums with such raw values are plottable when they declare
/// the conformance.
public protocol Plottable {
    /// The primitive type the value is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as its primitive type.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value for a primitive, or `nil` when there is none.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive types a chart plots directly: numbers, dates and strings.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    /// The value as GtkCharts plots it.
    var _plotValue: _PlotValue { get }
}

extension PrimitivePlottableProtocol {
    @inlinable public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// A value as GtkCharts plots it: a number, an instant (seconds since the reference
/// date) or a category name.
public struct _PlotValue: Hashable, Sendable {
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case number(Double)
        case date(Double)
        case category(String)
    }

    @usableFromInline let storage: Storage

    @usableFromInline
    init(_ storage: Storage) { self.storage = storage }

    var kind: AxisKind {
        switch storage {
        case .number: return .number
        case .date: return .date
        case .category: return .category
        }
    }
}

/// What an axis plots.
@usableFromInline
enum AxisKind: Hashable, Sendable {
    case number, date, category
}

extension Double: PrimitivePlottableProtocol {
    @inlinable public var _plotValue: _PlotValue { _PlotValue(.number(self)) }
}

extension Float: PrimitivePlottableProtocol {
    @inlinable public var _plotValue: _PlotValue { _PlotValue(.number(Double(self))) }
}

extension CGFloat: PrimitivePlottableProtocol {
    @inlinable public var _plotValue: _PlotValue { _PlotValue(.number(Double(self))) }
}

extension Int: PrimitivePlottableProtocol {
    @inlinable public var _plotValue: _PlotValue { _PlotValue(.number(Double(self))) }
}

extension Int32: PrimitivePlottableProtocol {
    @inlinable public var _plotValue: _PlotValue { _PlotValue(.number(Double(self))) }
}

extension Int64: PrimitivePlottableProtocol {
    @inlinable public var _plotValue: _PlotValue { _PlotValue(.number(Double(self))) }
}

extension UInt: PrimitivePlottableProtocol {
    @inlinable public var _plotValue: _PlotValue { _PlotValue(.number(Double(self))) }
}

extension Date: PrimitivePlottableProtocol {
    @inlinable public var _plotValue: _PlotValue { _PlotValue(.date(timeIntervalSinceReferenceDate)) }
}

extension String: PrimitivePlottableProtocol {
    @inlinable public var _plotValue: _PlotValue { _PlotValue(.category(self)) }
}
