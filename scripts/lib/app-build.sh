# Shared by scripts/meson-swift-build (the installed app), scripts/bench-vitals (the app
# as its benchmarks run it) and scripts/update-link-order: how the app's executables are
# compiled and linked.
#
# - The Swift runtime and Foundation are linked statically: the installed program needs no
#   Swift toolchain, and starts faster (no symbols of theirs to resolve at load time).
# - Code reaches concrete types' metadata through their accessor functions, not by
#   demangling the types' mangled names at run time. A cold start then demangles, and checks
#   generic requirements (which scans every protocol conformance record of the program) for
#   far fewer types: 15 M fewer instructions on the main thread of a cold start, for 0.1 MB
#   more code. SwiftPM has no setting for it that a library (GtkUI, GRDB) could keep without
#   unsafe flags, so the app's builds pass it to every module.
# - The code a cold start runs comes first and together. Every function is compiled into its
#   own section, and lld (the Swift toolchain's linker) puts first the small functions Swift
#   emits without a symbol (app-text.ld), then the functions scripts/lib/cold-start.order
#   lists (scripts/update-link-order writes it), then the rest. The kernel maps a program's
#   code in blocks of 64 KiB or more around each page it runs, so where a cold start's
#   functions lie decides how much of the 20 MiB of code becomes resident: 16 MiB with
#   them spread over it, under 7 MiB laid out this way.
# - Relative relocations are packed (DT_RELR; glibc 2.36, Debian 12): 20 KiB to read at
#   start instead of 2.4 MiB. The program exports no symbols: nothing loads it as a library.
app_build_lib="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
APP_BUILD_FLAGS=(
    --static-swift-stdlib
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
    -Xswiftc -use-ld=lld
    -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections
    -Xlinker "--script=$app_build_lib/app-text.ld"
    -Xlinker "--symbol-ordering-file=$app_build_lib/cold-start.order" -Xlinker --no-warn-symbol-ordering
    -Xlinker -z -Xlinker pack-relative-relocs
    -Xlinker --no-export-dynamic
)

# link_order_coverage PROGRAM: prints how many of the functions cold-start.order lists
# PROGRAM still defines. Renamed and removed functions lower it as the code changes;
# scripts/update-link-order lists them anew.
link_order_coverage() {
    local order="$app_build_lib/cold-start.order" listed found
    listed=$(grep -vc '^#' "$order")
    found=$(LC_ALL=C comm -12 \
        <(nm --defined-only "$1" | awk '{ print $3 }' | LC_ALL=C sort -u) \
        <(grep -v '^#' "$order" | LC_ALL=C sort -u) | wc -l)
    printf 'Link order: %s defines %d of the %d functions of scripts/lib/cold-start.order.\n' \
        "$(basename "$1")" "$found" "$listed"
}
