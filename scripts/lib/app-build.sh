# Shared by scripts/meson-swift-build (the installed app) and scripts/bench-vitals (the app
# as its benchmarks run it): how the app's executables are compiled.
#
# - The Swift runtime and Foundation are linked statically: the installed program needs no
#   Swift toolchain, and starts faster (no symbols of theirs to resolve at load time).
# - Code reaches concrete types' metadata through their accessor functions, not by
#   demangling the types' mangled names at run time. A cold start then demangles, and checks
#   generic requirements (which scans every protocol conformance record of the program) for
#   far fewer types: 15 M fewer instructions on the main thread of a cold start, for 0.1 MB
#   more code. SwiftPM has no setting for it that a library (GtkUI, GRDB) could keep without
#   unsafe flags, so the app's builds pass it to every module.
APP_BUILD_FLAGS=(
    --static-swift-stdlib
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
)
