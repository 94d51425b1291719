import Foundation
import PackagePlugin

/// `swift package gtkui-preview [--target T]… [--output DIR]`: renders the previews
/// (`#Preview`, `PreviewProvider`) of each target to PNG files, light and dark.
///
/// Previews run in a program that contains them: for each target the plugin builds the
/// smallest executable product of the package that links it, and starts it with
/// `GTKUI_PREVIEW_OUTPUT` set. GtkUI's preview hook then renders the previews of the targets
/// named in `GTKUI_PREVIEW_MODULES` and exits before the program's own `main` runs. Without
/// a display (no `DISPLAY` or `WAYLAND_DISPLAY`) the program runs under `xvfb-run`.
@main
struct GtkUIPreviewPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputOption = extractor.extractOption(named: "output").last
        guard extractor.remainingArguments.isEmpty else {
            throw PreviewFailure("unexpected arguments \(extractor.remainingArguments); usage: swift package gtkui-preview [--target NAME]... [--output DIR]")
        }

        let targets = try previewTargets(in: context.package, named: targetNames)
        guard !targets.isEmpty else {
            throw PreviewFailure("no target of \(context.package.displayName) uses GtkUI; name one with --target")
        }
        let output = outputOption.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) }
            ?? context.pluginWorkDirectoryURL.appending(path: "previews")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

        // One run per program: the targets it contains render together.
        var runs: [(product: ExecutableProduct, modules: [String])] = []
        for target in targets {
            guard let product = smallestExecutable(containing: target, in: context.package) else {
                throw PreviewFailure(
                    "no executable product of \(context.package.displayName) links \(target.name): previews run in a program that contains them; add an executable target that depends on \(target.name)")
            }
            if let index = runs.firstIndex(where: { $0.product.id == product.id }) {
                runs[index].modules.append(target.moduleName)
            } else {
                runs.append((product, [target.moduleName]))
            }
        }

        for run in runs {
            print("Building \(run.product.name) for the previews of \(run.modules.joined(separator: ", "))…")
            let result = try packageManager.build(.product(run.product.name), parameters: .init(configuration: .debug, logging: .concise))
            guard result.succeeded else {
                print(result.logText)
                throw PreviewFailure("building \(run.product.name) failed")
            }
            guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
                throw PreviewFailure("building \(run.product.name) made no executable")
            }
            try render(with: executable.url, modules: run.modules, into: output)
        }
        print("Previews are in \(output.path)")
    }

    /// The named targets, or every source target that depends on GtkUI.
    private func previewTargets(in package: Package, named names: [String]) throws -> [SourceModuleTarget] {
        if !names.isEmpty {
            return try package.targets(named: names).map { target in
                guard let module = target as? SourceModuleTarget, module.kind != .test else {
                    throw PreviewFailure("\(target.name) is not a target of Swift sources that previews can be declared in")
                }
                return module
            }
        }
        return package.targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
            target.kind != .test && target.recursiveTargetDependencies.contains { $0.name == "GtkUI" }
        }
    }

    /// The executable product linking `target` with the fewest targets in all.
    private func smallestExecutable(containing target: SourceModuleTarget, in package: Package) -> ExecutableProduct? {
        var best: (product: ExecutableProduct, size: Int)?
        for product in package.products(ofType: ExecutableProduct.self) {
            var linked: Set<Target.ID> = []
            for productTarget in product.targets {
                linked.insert(productTarget.id)
                for dependency in productTarget.recursiveTargetDependencies { linked.insert(dependency.id) }
            }
            guard linked.contains(target.id) else { continue }
            if let current = best, current.size < linked.count || (current.size == linked.count && current.product.name < product.name) {
                continue
            }
            best = (product, linked.count)
        }
        return best?.product
    }

    /// Starts `executable` in preview mode and waits for it.
    private func render(with executable: URL, modules: [String], into output: URL) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["GTKUI_PREVIEW_OUTPUT"] = output.path
        environment["GTKUI_PREVIEW_MODULES"] = modules.joined(separator: ",")
        let process = Process()
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        if hasDisplay {
            process.executableURL = executable
        } else {
            guard let xvfb = findInPath("xvfb-run", environment: environment) else {
                throw PreviewFailure("previews need a display: set DISPLAY or WAYLAND_DISPLAY, or install xvfb-run (Debian: xvfb)")
            }
            process.executableURL = xvfb
            process.arguments = ["-a", "-s", "-screen 0 1280x1024x24", executable.path]
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PreviewFailure("rendering the previews of \(modules.joined(separator: ", ")) failed (status \(process.terminationStatus))")
        }
    }

    private func findInPath(_ name: String, environment: [String: String]) -> URL? {
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// Why the previews were not rendered, said in one line.
struct PreviewFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
