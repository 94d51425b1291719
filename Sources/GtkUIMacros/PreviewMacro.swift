import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(name, traits: …) { body }`: declares a type conforming to GtkUI's
/// `_PreviewRegistry`, with a name only the compiler makes, whose `preview` is a
/// `GtkUI.Preview` of the body. `gtkui-preview` finds such types in a program's conformance
/// records. Variables marked `@Previewable` at the top of the body become the stored
/// properties (such as `@State`) of a view that wraps the rest of the body.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let bodyArgument = node.arguments.first { $0.label?.text == "body" }
        guard let closure = node.trailingClosure ?? bodyArgument?.expression.as(ClosureExprSyntax.self) else {
            throw MacroExpansionErrorMessage("#Preview needs a closure that returns the view to preview")
        }
        let arguments = node.arguments
            .filter { $0.label?.text != "body" }
            .map { $0.with(\.trailingComma, nil).trimmedDescription }
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            throw MacroExpansionErrorMessage("#Preview cannot be placed here")
        }
        let initArguments = (arguments + ["fileID: \(location.file)", "line: \(location.line)"]).joined(separator: ", ")

        var stored: [String] = []
        var rest: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                let attributes = variable.attributes.filter { !isPreviewable($0) }
                stored.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }

        let typeName = context.makeUniqueName("Preview")
        if stored.isEmpty {
            return [
                """
                @MainActor struct \(typeName): GtkUI._PreviewRegistry {
                    static var preview: GtkUI.Preview {
                        GtkUI.Preview(\(raw: initArguments)) {
                            \(raw: rest.joined(separator: "\n"))
                        }
                    }
                }
                """
            ]
        }
        return [
            """
            @MainActor struct \(typeName): GtkUI._PreviewRegistry {
                struct Content: GtkUI.View {
                    \(raw: stored.joined(separator: "\n"))
                    @GtkUI.ViewBuilder var body: some GtkUI.View {
                        \(raw: rest.joined(separator: "\n"))
                    }
                }
                static var preview: GtkUI.Preview {
                    GtkUI.Preview(\(raw: initArguments)) { Content() }
                }
            }
            """
        ]
    }

    private static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = attribute else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "GtkUI.Previewable"
    }
}

/// `@Previewable`: marks a variable of a `#Preview` body, which `#Preview` moves into the
/// view it previews. On its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
