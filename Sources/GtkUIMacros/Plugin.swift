import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of GtkUI's macros: `#Preview` and `@Previewable`.
@main
struct GtkUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
