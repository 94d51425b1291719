// GtkUI's API speaks GtkKit's types (a representable makes a `GTK.Widget`; programs start
// with `GtkRuntime`), so importing GtkUI imports GtkKit too.
@_exported import GtkKit
// As `import SwiftUI` does on Apple platforms, importing GtkUI brings Foundation (`Date`,
// `UUID`, `URL`, formatters): SwiftUI code compiles with only its import changed.
@_exported import Foundation
// `String(localized:)`, `LocalizedStringResource` and text domains, as SwiftUI code finds
// them through Foundation.
@_exported import Localization
