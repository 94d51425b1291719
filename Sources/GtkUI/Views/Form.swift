/// Controls grouped for settings or data entry, as in SwiftUI: a scrolled column of the
/// views with GNOME's spacing, each ``Section`` its header (as a heading), content and
/// footer. `formStyle(_:)` is accepted and changes nothing: there is one form look.
///
/// ```swift
/// Form {
///     Section("Sensor") {
///         Toggle("Reconnect at start", isOn: $reconnects)
///         LabeledContent("Battery", value: "87 %")
///     }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                content
            }
            .padding(18)
        }
        .environment(\.sectionHeadersAreHeadings, true)
    }
}

/// How a ``Form`` looks: SwiftUI's styles, accepted so that code compiles.
public struct FormStyle: Sendable {
    /// Sections grouped, as GNOME's settings are (the one look here).
    public static let grouped = FormStyle()
    /// The platform's default.
    public static let automatic = FormStyle()
    /// Labels beside their controls.
    public static let columns = FormStyle()
}

extension View {
    /// Accepted so that SwiftUI code compiles; forms have one look here.
    public func formStyle(_ style: FormStyle) -> some View {
        self
    }
}

private struct SectionHeadersAreHeadingsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether sections outside lists show their headers as headings (in a form).
    var sectionHeadersAreHeadings: Bool {
        get { self[SectionHeadersAreHeadingsKey.self] }
        set { self[SectionHeadersAreHeadingsKey.self] = newValue }
    }
}
