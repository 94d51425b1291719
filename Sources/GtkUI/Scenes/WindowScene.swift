import Foundation

/// One window scene of a running app, resolved from a ``WindowGroup`` or a ``Window``: how
/// to make its windows' content and with what options.
@MainActor
final class WindowScene {
    enum Kind: Equatable {
        /// Any number of windows (``WindowGroup``).
        case group
        /// Exactly one window (``Window``).
        case single
    }

    let id: String
    let title: String
    let kind: Kind
    /// The type of presented values and how to store them, for value-based groups.
    let presentedType: PresentedValueType?
    let options: SceneOptions
    /// The content of one window, given a binding to its presented value.
    let makeContent: @MainActor (Binding<AnyHashable?>) -> AnyView

    init(
        id: String, title: String, kind: Kind, presentedType: PresentedValueType?,
        options: SceneOptions, makeContent: @escaping @MainActor (Binding<AnyHashable?>) -> AnyView
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.presentedType = presentedType
        self.options = options
        self.makeContent = makeContent
    }

    /// Whether its windows are secondary — a ``Window`` (a single window beside the main
    /// one) or a window presenting a value — rather than the app's main windows: these close
    /// on Escape.
    var isSecondary: Bool { kind == .single || presentedType != nil }
}

/// A presented value type (`Hashable & Codable`), erased: encodes and decodes its values
/// for state restoration.
struct PresentedValueType {
    let type: Any.Type
    let encode: (AnyHashable) throws -> Data
    let decode: (Data) throws -> AnyHashable

    init<Value: Hashable & Codable>(_ type: Value.Type) {
        self.type = type
        encode = { value in
            guard let typed = value.base as? Value else {
                throw EncodingError.invalidValue(value.base, .init(
                    codingPath: [], debugDescription: "not a \(Value.self)"))
            }
            return try JSONEncoder().encode(typed)
        }
        decode = { data in AnyHashable(try JSONDecoder().decode(Value.self, from: data)) }
    }

    /// Whether `value` is of this type.
    func matches(_ value: AnyHashable) -> Bool {
        Swift.type(of: value.base) == type
    }
}
