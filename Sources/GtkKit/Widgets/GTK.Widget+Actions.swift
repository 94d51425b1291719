import CGtk

extension GTK {
    /// The parameter of an action (a `GVariant`), for ``Widget/activateAction(_:_:)``.
    public indirect enum ActionParameter: Sendable, Equatable {
        /// A boolean (`b`).
        case bool(Bool)
        /// An unsigned 32-bit integer (`u`), such as a list position.
        case uint32(UInt32)
        /// A signed 32-bit integer (`i`).
        case int32(Int32)
        /// A string (`s`).
        case string(String)
        /// A tuple of the values, in order (`(bb)` for two booleans).
        case tuple([ActionParameter])

        /// A new floating `GVariant`.
        fileprivate func variant() -> OpaquePointer {
            switch self {
            case let .bool(value): return g_variant_new_boolean(value ? 1 : 0)
            case let .uint32(value): return g_variant_new_uint32(value)
            case let .int32(value): return g_variant_new_int32(value)
            case let .string(value): return g_variant_new_string(value)
            case let .tuple(values):
                var children: [OpaquePointer?] = values.map { $0.variant() }
                return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
            }
        }
    }
}

extension GTK.Widget {
    /// Activates the action `name` (`group.action`: `clipboard.copy`, `list.scroll-to-item`)
    /// with `parameter`, looking it up from this widget up through its ancestors' action
    /// groups, as a widget's own key bindings do. Returns whether an enabled action was found.
    @discardableResult
    public func activateAction(_ name: String, _ parameter: GTK.ActionParameter? = nil) -> Bool {
        // GTK does not sink the parameter (it may not even look at it): own it for the call.
        let variant = parameter.flatMap { g_variant_ref_sink($0.variant()) }
        defer { variant.map(g_variant_unref) }
        return gtk_widget_activate_action_variant(widgetPointer, name, variant) != 0
    }
}
