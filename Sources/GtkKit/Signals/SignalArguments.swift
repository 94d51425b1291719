import CGtk

/// The GValues of one signal emission: index 0 is the emitting instance, 1… its arguments.
///
/// Only valid during the emission; decoders copy what they need into Swift values.
public struct SignalArguments {
    private let values: UnsafePointer<GValue>
    /// How many values there are, the instance included.
    public let count: Int

    package init(_ values: UnsafePointer<GValue>, count: Int) {
        self.values = values
        self.count = count
    }

    /// The raw GValue at `index`, for types without a reader here.
    public func value(at index: Int) -> UnsafePointer<GValue> {
        precondition(index >= 0 && index < count, "signal argument \(index) of \(count)")
        return values + index
    }

    public func double(at index: Int) -> Double { g_value_get_double(value(at: index)) }
    public func int(at index: Int) -> Int32 { g_value_get_int(value(at: index)) }
    public func uint(at index: Int) -> UInt32 { g_value_get_uint(value(at: index)) }
    public func bool(at index: Int) -> Bool { g_value_get_boolean(value(at: index)) != 0 }
    public func enumValue(at index: Int) -> Int32 { g_value_get_enum(value(at: index)) }
    public func flags(at index: Int) -> UInt32 { g_value_get_flags(value(at: index)) }

    /// A string argument; `nil` when the signal passed `NULL`.
    public func string(at index: Int) -> String? {
        g_value_get_string(value(at: index)).map { String(cString: $0) }
    }

    /// An object argument as a raw pointer (wrap it in a handle to keep it).
    public func object(at index: Int) -> UnsafeMutableRawPointer? {
        g_value_get_object(value(at: index))
    }

    /// A `GParamSpec` argument's property name (as `notify` passes).
    public func parameterName(at index: Int) -> String {
        guard let spec = g_value_get_param(value(at: index)) else { return "" }
        return String(cString: g_param_spec_get_name(spec))
    }
}
