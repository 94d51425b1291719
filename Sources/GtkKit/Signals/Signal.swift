import CGtk

/// A GObject signal, typed by the object that emits it, the arguments its handlers get and
/// what they return.
///
/// Built-in signals are static members constrained to their emitter, so
/// `scale.connect(.valueChanged) { scale in … }` compiles and
/// `label.connect(.valueChanged)` does not:
///
/// ```swift
/// extension Signal where Emitter: GTK.Range, Arguments == Void, Result == Void {
///     public static var valueChanged: Self { Self("value-changed") }
/// }
/// ```
///
/// Other signals are declared the same way, with a decoder for their arguments (read from
/// the GValues GLib passes, argument 1 being the first after the instance) and an encoder
/// for their return value.
public struct Signal<Emitter: ObjectHandle, Arguments, Result>: Sendable {
    /// The detailed signal name, e.g. `"clicked"` or `"notify::value"`.
    public let name: String
    package let decode: @Sendable (SignalArguments) -> Arguments
    package let encode: @Sendable (Result, UnsafeMutablePointer<GValue>?) -> Void

    /// A signal whose handlers get `decode(arguments)` and whose result `encode` stores.
    public init(
        _ name: String,
        decode: @escaping @Sendable (SignalArguments) -> Arguments,
        encode: @escaping @Sendable (Result, UnsafeMutablePointer<GValue>?) -> Void
    ) {
        self.name = name
        self.decode = decode
        self.encode = encode
    }
}

extension Signal where Arguments == Void {
    /// A signal whose handlers take no arguments beyond the emitter.
    public init(
        _ name: String,
        encode: @escaping @Sendable (Result, UnsafeMutablePointer<GValue>?) -> Void
    ) {
        self.init(name, decode: { _ in () }, encode: encode)
    }
}

extension Signal where Result == Void {
    /// A signal whose handlers return nothing.
    public init(_ name: String, decode: @escaping @Sendable (SignalArguments) -> Arguments) {
        self.init(name, decode: decode, encode: { _, _ in })
    }
}

extension Signal where Arguments == Void, Result == Void {
    /// A signal whose handlers take no arguments and return nothing.
    public init(_ name: String) {
        self.init(name, decode: { _ in () }, encode: { _, _ in })
    }
}

extension Signal where Result == Bool {
    /// A signal whose handlers return a `gboolean` (`true` usually means "handled, stop").
    public init(_ name: String, decode: @escaping @Sendable (SignalArguments) -> Arguments) {
        self.init(name, decode: decode, encode: { result, value in
            if let value { g_value_set_boolean(value, result ? 1 : 0) }
        })
    }
}

// MARK: - Signals every object has

extension Signal where Arguments == String, Result == Void {
    /// `notify::property`: the property changed. Handlers get the property's name.
    public static func notify(_ property: String) -> Self {
        Self("notify::\(property)", decode: { $0.parameterName(at: 1) })
    }
}
