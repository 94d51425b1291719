import Foundation

/// A plotted value without its type: what marks keep.
///
/// A chart of a million samples makes a million marks, so a value is plain data — a kind,
/// a position, the label as the literal it was written as — with nothing to retain,
/// release or destroy when a mark is made and dropped. Strings made at run time (a label
/// that is not a literal, a category's name) are interned.
@usableFromInline
struct PlotAxisValue {
    @usableFromInline let kind: AxisKind
    /// The number, or the date's seconds since the reference date; `nan` for a category.
    @usableFromInline let position: Double
    /// The category's name.
    @usableFromInline let category: InternedString?
    @usableFromInline let unit: Calendar.Component?
    /// The name of what the value measures.
    @usableFromInline let label: PlotLabel

    @inlinable
    init(label: PlotLabel, value: _PlotValue, unit: Calendar.Component?) {
        switch value.storage {
        case .number(let number): (kind, position, category) = (.number, number, nil)
        case .date(let seconds): (kind, position, category) = (.date, seconds, nil)
        case .category(let name): (kind, position, category) = (.category, .nan, InternedString(name))
        }
        self.unit = unit
        self.label = label
    }

    /// The value as GtkCharts plots it.
    var value: _PlotValue {
        switch kind {
        case .number: return _PlotValue(.number(position))
        case .date: return _PlotValue(.date(position))
        case .category: return _PlotValue(.category(category?.string ?? ""))
        }
    }
}
