// GtkUI's API speaks GtkKit's types (a representable makes a `GTK.Widget`; programs start
// with `GtkRuntime`), so importing GtkUI imports GtkKit too.
@_exported import GtkKit
