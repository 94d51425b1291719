import CLibFuzzer

/// Starts libFuzzer from a fuzz target's entry point.
///
/// libFuzzer brings its own `main`, but on Linux SwiftPM links every executable with `main`
/// aliased to `<Module>_main` (the renamed entry point of its top-level code). The targets
/// are compiled as libraries (`-parse-as-library`, no top-level code), define
/// `<Module>_main` with `@_cdecl`, and call ``run(_:_:_:)``, which hands the arguments to
/// libFuzzer's driver. (Should SwiftPM stop aliasing `main`, libFuzzer's own `main` runs the
/// same `LLVMFuzzerTestOneInput`.)
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments over `testOneInput` (the target's
    /// `LLVMFuzzerTestOneInput`); returns its exit status.
    public static func run(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, testOneInput)
    }
}
