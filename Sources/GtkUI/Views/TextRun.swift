import Foundation

/// A piece of a ``Text`` with its own attributes; `Text + Text` keeps each piece's.
struct TextRun: Equatable {
    enum Content: Equatable {
        case string(String)
        case date(Date, Text.DateStyle)
    }

    var content: Content
    var style = TextRunStyle()

    init(_ content: Content, style: TextRunStyle = TextRunStyle()) {
        self.content = content
        self.style = style
    }

    /// Whether the run shows a date relative to now, which changes by itself.
    var isLive: Bool {
        if case .date(_, let style) = content { return style.isLive }
        return false
    }

    /// The run's text at `now`.
    @MainActor
    func string(now: Date) -> String {
        switch content {
        case .string(let string): return string
        case .date(let date, let style): return style.format(date, now: now)
        }
    }
}

/// The attributes of a text run. An attribute set by an inner modifier wins over an outer
/// one, as in SwiftUI: `(Text("a").bold() + Text("b")).fontWeight(.light)` keeps "a" bold.
struct TextRunStyle: Equatable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?
    var monospacedDigit = false
    /// A fixed-width font (Markdown's `code`, ``Text/monospaced(_:)``).
    var isMonospaced = false
    var isStrikethrough = false
    var isUnderlined = false
    /// Where the run links to (Markdown's `[text](url)`, an attributed string's `link`):
    /// the label shows it as a link and opens it with the desktop's handler.
    var link: URL?
}

extension Text {
    /// This text with `change` applied to every run.
    private func modifyingRuns(_ change: (inout TextRunStyle) -> Void) -> Text {
        var runs = self.runs
        for index in runs.indices { change(&runs[index].style) }
        return Text(storage: .runs(runs))
    }

    /// This text in bold.
    public func bold() -> Text {
        fontWeight(.bold)
    }

    /// This text in bold when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? bold() : self
    }

    /// This text in italics.
    public func italic() -> Text {
        modifyingRuns { $0.isItalic = true }
    }

    /// This text in italics when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? italic() : self
    }

    /// This text with `weight` wherever no weight was set; `nil` changes nothing.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return modifyingRuns { if $0.weight == nil { $0.weight = weight } }
    }

    /// This text in `font` wherever no font was set; `nil` changes nothing.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return modifyingRuns { if $0.font == nil { $0.font = font } }
    }

    /// This text in `color` wherever no color was set; `nil` changes nothing.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return modifyingRuns { if $0.color == nil { $0.color = color } }
    }

    /// This text in `style` wherever no color was set.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        foregroundColor(style.resolvedColor)
    }

    /// This text with digits of equal width (OpenType `tnum`), so changing numbers do not
    /// shift.
    public func monospacedDigit() -> Text {
        modifyingRuns { $0.monospacedDigit = true }
    }

    /// This text in a fixed-width font.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? modifyingRuns { $0.isMonospaced = true } : self
    }

    /// This text struck through. GTK draws the line in the text's color; `color` is
    /// accepted and not used.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? modifyingRuns { $0.isStrikethrough = true } : self
    }

    /// This text underlined. GTK draws the line in the text's color; `color` is accepted
    /// and not used.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? modifyingRuns { $0.isUnderlined = true } : self
    }

    /// The two texts one after the other, each keeping its attributes.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .runs(lhs.runs + rhs.runs))
    }
}
