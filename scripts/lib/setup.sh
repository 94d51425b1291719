# Shared by scripts/run, scripts/test and scripts/bench: checks the toolchain and installs
# the Debian packages a step needs (as root), or prints the exact command to run.

set -euo pipefail

top="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$top"

say() { printf '%s\n' "$*" >&2; }

require_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        say "error: the Swift toolchain (6.0 or newer) is needed on PATH: install it from swift.org, then run this again."
        exit 1
    fi
}

# ensure_packages PACKAGE…: installs the missing ones with apt-get when root.
ensure_packages() {
    local missing=()
    local package
    for package in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$package")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -eq 0 ]; then
        say "Installing ${missing[*]} …"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        say "error: these Debian packages are needed: ${missing[*]}"
        say "Install them with:"
        say "    sudo apt-get install -y ${missing[*]}"
        exit 1
    fi
}

# The packages to build and run the app (SQLite for the store, through GRDB).
RUN_PACKAGES=(libgtk-4-dev libsqlite3-dev zlib1g-dev pkg-config)
# What the tests add: a virtual display, a session bus, XTest (typed keys), the install check
# (meson; the data files' validators; man and the shells that check the man page and the
# completions), and python-dbusmock (with the system's Python and its dbus module) for the
# fake BlueZ the sensor tests start on private buses.
TEST_PACKAGES=(xvfb xauth dbus libxtst6 meson ninja-build desktop-file-utils appstream libglib2.0-bin
    man-db zsh fish python3-dbusmock at-spi2-core python3-pyatspi gettext locales fonts-wqy-zenhei)

# (gettext and locales: the translation tests' catalogs and locales; fonts-wqy-zenhei: Chinese
# and Korean glyphs for their screenshots.)
# The locales the translation tests run the app in: the languages po/ ships, and Arabic
# for a right-to-left layout.
TEST_LOCALES=(vi_VN ko_KR zh_CN de_DE ar_EG)

# ensure_locales LOCALE…: generates each LOCALE.UTF-8 that glibc does not have yet.
ensure_locales() {
    local locale
    for locale in "$@"; do
        locale -a 2>/dev/null | grep -qix "$locale.utf8" && continue
        if [ "$(id -u)" -eq 0 ]; then
            localedef -i "$locale" -f UTF-8 "$locale.UTF-8"
        else
            say "error: the locale $locale.UTF-8 is needed; generate it with:"
            say "    sudo localedef -i $locale -f UTF-8 $locale.UTF-8"
            exit 1
        fi
    done
}

# with_virtual_display COMMAND…: runs COMMAND on a fresh virtual X display with a session
# bus, GTK's cairo renderer (GL under Xvfb is slow and drops frames) and no a11y bridge.
with_virtual_display() {
    xvfb-run -a -s "-screen 0 1280x1024x24" \
        dbus-run-session -- \
        env GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 "$@"
}

# use_app_schemas: compiles the app's settings schema into .build/gschemas and points
# GSETTINGS_SCHEMA_DIR there, so the app run from the build keeps its window size as when
# installed.
use_app_schemas() {
    mkdir -p .build/gschemas
    glib-compile-schemas --strict --targetdir=.build/gschemas data
    export GSETTINGS_SCHEMA_DIR="$PWD/.build/gschemas"
}
