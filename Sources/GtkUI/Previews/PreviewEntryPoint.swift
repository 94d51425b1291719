import Foundation

/// The preview hook's entry point: called before a program's `main` when
/// `GTKUI_PREVIEW_OUTPUT` names a folder (CGtkShim's `preview_hook.c`; the `gtkui-preview`
/// command sets it). Renders the previews of the modules listed in `GTKUI_PREVIEW_MODULES`
/// (comma-separated; all when unset), prints where each went, and exits: 0 when every
/// preview rendered, 1 when one failed or GTK has no display.
@_cdecl("gtkui_render_previews_and_exit")
public func _gtkuiRenderPreviewsAndExit() {
    let environment = ProcessInfo.processInfo.environment
    guard let output = environment["GTKUI_PREVIEW_OUTPUT"], !output.isEmpty else { return }
    let modules = environment["GTKUI_PREVIEW_MODULES"].map {
        Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
    let status = MainActor.assumeIsolated { PreviewCommand.run(output: output, modules: modules) }
    exit(status)
}

/// What `gtkui-preview` does inside the program.
@MainActor
enum PreviewCommand {
    static func run(output: String, modules: Set<String>?) -> Int32 {
        do {
            try GtkRuntime.initialize()
        } catch {
            printError("gtkui-preview: GTK \(error)")
            return 1
        }
        let items = PreviewCatalog.previews(inModules: modules)
        let scope = modules.map { $0.sorted().joined(separator: ", ") } ?? "this program"
        if items.isEmpty {
            print("gtkui-preview: no previews in \(scope)")
            return 0
        }
        var failures = 0
        for item in items {
            do {
                let rendered = try PreviewRenderer.render(item, into: output)
                print("\(item.module)/\(item.title): \(rendered.width)×\(rendered.height) \(rendered.light) \(rendered.dark)")
            } catch {
                failures += 1
                printError("gtkui-preview: \(item.module)/\(item.title): \(error)")
            }
        }
        print("gtkui-preview: \(items.count - failures) of \(items.count) previews of \(scope) rendered into \(output)")
        return failures == 0 ? 0 : 1
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
