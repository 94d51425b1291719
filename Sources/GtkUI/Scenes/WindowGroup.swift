/// A scene of any number of windows with the same kind of content, as in SwiftUI. Each
/// window has its own state.
///
/// ```swift
/// WindowGroup("Readings") { ReadingsView() }                 // Ctrl+N opens another
/// WindowGroup("Reading", for: Reading.ID.self) { $id in      // a window per value
///     ReadingView(id: $id)
/// }
/// ```
///
/// The first group in an app's body is its main group: it opens at launch (when no
/// windows are restored), on Ctrl+N and "New Window", and when the app is launched again.
/// Value-presenting groups open with ``OpenWindowAction``: opening a value that already
/// has a window brings that window to the front.
public struct WindowGroup<Content: View>: Scene {
    let title: String
    let id: String?
    let presentedType: PresentedValueType?
    let makeContent: @MainActor (Binding<AnyHashable?>) -> Content

    public typealias Body = Never

    /// A group of windows showing `content`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String? = nil, @ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: String(title), id: id, presentedType: nil) { _ in view }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, id: String? = nil, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, id: id, content: content)
    }

    /// A group of windows showing `content`, titled `title`.
    public init(_ title: Text, id: String? = nil, @ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: title.plainString, id: id, presentedType: nil) { _ in view }
    }

    /// A group of untitled windows showing `content`.
    public init(id: String? = nil, @ViewBuilder content: () -> Content) {
        self.init("", id: id, content: content)
    }

    init(
        title: String, id: String?, presentedType: PresentedValueType?,
        makeContent: @escaping @MainActor (Binding<AnyHashable?>) -> Content
    ) {
        self.title = title
        self.id = id
        self.presentedType = presentedType
        self.makeContent = makeContent
    }

    /// A window scene of the group kind.
    public static func _resolve(_ scene: Self, into resolution: inout _SceneResolution) {
        let makeContent = scene.makeContent
        let window = WindowScene(
            id: scene.id ?? resolution.list.nextImplicitID(), title: scene.title, kind: .group,
            presentedType: scene.presentedType, options: resolution.options,
            makeContent: { AnyView(makeContent($0)) })
        resolution.list.windows.append(window)
    }
}

extension WindowGroup {
    /// A group with a window per presented value of type `type`; `content` gets a binding
    /// to the window's value (`nil` in a window opened with "New Window").
    @_disfavoredOverload
    public init<S: StringProtocol, D: Hashable & Codable, C: View>(
        _ title: S, id: String? = nil, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: id, presentedType: PresentedValueType(type)) { erased in
            PresentedWindowContent(value: erased.typed(D.self), content: content)
        }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<D: Hashable & Codable, C: View>(_ titleKey: LocalizedStringKey, id: String? = nil, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init(titleKey.resolvedString, id: id, for: type, content: content)
    }

    /// An untitled group with a window per presented value of type `type`.
    public init<D: Hashable & Codable, C: View>(
        id: String? = nil, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init("", id: id, for: type, content: content)
    }

    /// A group with a window per presented value; a window opened without a value (Ctrl+N)
    /// presents `defaultValue()`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Hashable & Codable, C: View>(
        _ title: S, id: String? = nil, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping @MainActor () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: id, presentedType: PresentedValueType(type)) { erased in
            if erased.wrappedValue == nil { erased.wrappedValue = AnyHashable(defaultValue()) }
            let optional = erased.typed(D.self)
            let value = Binding<D>(
                get: { optional.wrappedValue ?? defaultValue() },
                set: { optional.wrappedValue = $0 })
            return PresentedWindowContent(value: optional) { _ in content(value) }
        }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<D: Hashable & Codable, C: View>(_ titleKey: LocalizedStringKey, id: String? = nil, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping @MainActor () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(titleKey.resolvedString, id: id, for: type, content: content, defaultValue: defaultValue)
    }
}

/// The content of a window that presents a value: the view made from a binding to it.
public struct PresentedWindowContent<Data: Hashable & Codable, Content: View>: View {
    let value: Binding<Data?>
    let content: (Binding<Data?>) -> Content

    public var body: Content { content(value) }
}

extension Binding where Value == AnyHashable? {
    /// This binding as a binding to a value of type `T`.
    func typed<T: Hashable>(_ type: T.Type) -> Binding<T?> {
        let erased = self
        return Binding<T?>(
            get: { erased.wrappedValue?.base as? T },
            set: { erased.wrappedValue = $0.map { AnyHashable($0) } })
    }
}
