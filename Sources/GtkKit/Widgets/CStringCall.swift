extension ObjectHandle {
    /// Calls the C function `function` with `object` and `string` as a C string, valid
    /// during the call: `gtk_widget_add_css_class(widget, name)`, written
    /// `Self.call(gtk_widget_add_css_class, widgetPointer, name)`.
    ///
    /// Swift's implicit conversion of a `String` argument copies every string into a new
    /// array first; `withCString` hands a short string over from the stack and a long one
    /// in place. For the calls a list row makes many times (style classes, label texts).
    /// Nonisolated, so the closure it forms is too: a main-actor closure passed to a plain
    /// function checks the executor each time it runs.
    package nonisolated static func call<Object, Result>(
        _ function: (Object, UnsafePointer<CChar>?) -> Result, _ object: Object, _ string: String
    ) -> Result {
        string.withCString { function(object, $0) }
    }

    /// Calls the C function `function` with `string` as a C string, as the function above
    /// does: `Self.call(gtk_label_new, text)`.
    package nonisolated static func call<Result>(_ function: (UnsafePointer<CChar>?) -> Result, _ string: String) -> Result {
        string.withCString { function($0) }
    }
}
