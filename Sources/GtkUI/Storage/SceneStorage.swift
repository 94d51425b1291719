import Foundation
import Observation

/// A value kept with the window it is shown in, as SwiftUI's `@SceneStorage("tab") var tab = 0`:
/// every GtkUI window has its own values, which are saved with the window when the app
/// quits and come back when it reopens the window at the next launch. Views that read a
/// key update when a view of the same window writes it.
///
/// Outside a GtkUI window (a view hosted in another GTK tree) the value lives as long as
/// the view, like `@State`. Keep small values here (a selected tab, a scroll target):
/// SwiftUI's own advice, as the file holds every window's values.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let codec: StorageCodec<Value>
    private var link = SceneStorageLink()

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The stored value, or the default.
    @MainActor
    public var wrappedValue: Value {
        get { link.store?.value(for: key).flatMap(codec.decode) ?? defaultValue }
        nonmutating set { link.store?.set(codec.encode(newValue), for: key) }
    }

    /// A binding to the stored value.
    @MainActor
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

/// Where a scene-storage property of one view value finds its store once attached.
final class SceneStorageLink {
    @MainActor var store: SceneStorageStore?
    init() {}
}

extension SceneStorage: AttachableProperty {
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        let store = owner.environment.sceneStorage ?? (existing as? SceneStorageStore) ?? SceneStorageStore()
        link.store = store
        return store
    }

    /// The same view value shown in two windows (a window group's content) gets a link of
    /// its own in each, so that each reads its window's values.
    func unshared(existing: AnyObject?) -> Self? {
        guard let linked = link.store, linked !== existing else { return nil }
        var copy = self
        copy.link = SceneStorageLink()
        return copy
    }
}

/// One window's scene-storage values, observable key by key.
@MainActor
final class SceneStorageStore {
    @Observable
    final class Entry {
        var value: AppStorageValue?
        init(_ value: AppStorageValue?) { self.value = value }
    }

    private var entries: [String: Entry] = [:]

    /// A store holding `values` (a window's, restored).
    init(_ values: [String: AppStorageValue] = [:]) {
        for (key, value) in values { entries[key] = Entry(value) }
    }

    func value(for key: String) -> AppStorageValue? {
        entry(key).value
    }

    func set(_ value: AppStorageValue?, for key: String) {
        let entry = entry(key)
        if entry.value != value { entry.value = value }
    }

    /// The values set now, to save.
    var values: [String: AppStorageValue] {
        entries.compactMapValues(\.value)
    }

    private func entry(_ key: String) -> Entry {
        if let entry = entries[key] { return entry }
        let entry = Entry(nil)
        entries[key] = entry
        return entry
    }
}

private struct SceneStorageKey: EnvironmentKey {
    static var defaultValue: SceneStorageStore? { nil }
}

extension EnvironmentValues {
    /// The scene storage of the window the views are in.
    var sceneStorage: SceneStorageStore? {
        get { self[SceneStorageKey.self] }
        set { self[SceneStorageKey.self] = newValue }
    }
}

extension SceneStorage where Value == Bool {
    public init(wrappedValue: Value, _ key: String) { self.init(key: key, defaultValue: wrappedValue, codec: .bool) }
}

extension SceneStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String) { self.init(key: key, defaultValue: wrappedValue, codec: .int) }
}

extension SceneStorage where Value == Double {
    public init(wrappedValue: Value, _ key: String) { self.init(key: key, defaultValue: wrappedValue, codec: .double) }
}

extension SceneStorage where Value == String {
    public init(wrappedValue: Value, _ key: String) { self.init(key: key, defaultValue: wrappedValue, codec: .string) }
}

extension SceneStorage where Value == URL {
    public init(wrappedValue: Value, _ key: String) { self.init(key: key, defaultValue: wrappedValue, codec: .url) }
}

extension SceneStorage where Value == Data {
    public init(wrappedValue: Value, _ key: String) { self.init(key: key, defaultValue: wrappedValue, codec: .data) }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String) { self.init(key: key, defaultValue: wrappedValue, codec: .intRaw) }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String) { self.init(key: key, defaultValue: wrappedValue, codec: .stringRaw) }
}

extension SceneStorage {
    /// An optional string, absent until written; writing `nil` removes it.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil, codec: .optional(.string)) }
    /// An optional integer, absent until written; writing `nil` removes it.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil, codec: .optional(.int)) }
    /// An optional number, absent until written; writing `nil` removes it.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil, codec: .optional(.double)) }
    /// An optional flag, absent until written; writing `nil` removes it.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil, codec: .optional(.bool)) }
}
