#!/usr/bin/python3
"""Audits a running app as a screen reader sees it over AT-SPI (pyatspi): every element a
user can focus or act on must have a name. Run inside a session bus with the AT-SPI bus
(scripts/test-accessibility starts both, on a virtual display).

    atspi_audit.py APP_NAME [ELEMENT_TO_PRESS …] [--timeout SECONDS]

Prints each unnamed element (role, path) and exits 1 when there is one; 2 when the app
never appears on the accessibility bus."""
import re
import sys
import time

import pyatspi

INTERACTIVE_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT,
    pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_SLIDER, pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_LINK, pyatspi.ROLE_SWITCH if hasattr(pyatspi, "ROLE_SWITCH") else pyatspi.ROLE_TOGGLE_BUTTON,
}


def find_app(name, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name and app.childCount > 0:
                return app
        time.sleep(0.2)
    return None


def is_interactive(node, states):
    if node.getRole() in INTERACTIVE_ROLES:
        return True
    return states.contains(pyatspi.STATE_FOCUSABLE) and node.getRole() not in (
        pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX, pyatspi.ROLE_TREE, pyatspi.ROLE_TABLE,
        pyatspi.ROLE_FRAME, pyatspi.ROLE_WINDOW, pyatspi.ROLE_SCROLL_PANE, pyatspi.ROLE_LABEL,
        pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_TABLE_CELL, pyatspi.ROLE_PANEL, pyatspi.ROLE_FILLER,
        pyatspi.ROLE_GROUPING)


def walk(node, path, found):
    try:
        states = node.getState()
        role = node.getRole()
    except Exception:
        return
    if states.contains(pyatspi.STATE_VISIBLE) and is_interactive(node, states):
        found.append((node.name or "", node.getRoleName(), "/".join(path)))
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            walk(child, path + [f"{child.getRoleName()}:{child.name or '?'}"], found)


def unnamed(name):
    """Whether `name` names nothing: empty, or the GTK type name GTK 4.8 falls back to."""
    return not name.strip() or re.fullmatch(r"Gtk[A-Za-z]+", name.strip()) is not None


def audit(app, stage):
    """Walks every window of `app`; prints what it found; returns the unnamed elements."""
    found = []
    for index in range(app.childCount):
        window = app.getChildAtIndex(index)
        if window is not None:
            walk(window, [f"{window.getRoleName()}:{window.name}"], found)
    missing = [item for item in found if unnamed(item[0])]
    print(f"== {stage}: {len(found)} interactive elements, {len(missing)} without a name")
    for name_, role, path in found:
        print(f"{'UNNAMED' if unnamed(name_) else 'ok     '}  {role:16}  {name_!r:32}  {path}")
    return missing


def press(app, name):
    """Activates the first element called `name` through the Action interface, as a screen
    reader user does; returns whether there was one."""
    found = []

    def search(node):
        if found:
            return
        try:
            if node.name == name and node.queryAction().nActions > 0:
                found.append(node)
                return
        except NotImplementedError:
            pass
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is not None:
                search(child)

    search(app)
    if not found:
        return False
    found[0].queryAction().doAction(0)
    time.sleep(1.5)
    return True


def main():
    name = sys.argv[1]
    timeout = float(sys.argv[sys.argv.index("--timeout") + 1]) if "--timeout" in sys.argv else 30
    app = find_app(name, timeout)
    if app is None:
        print(f"error: {name} did not appear on the accessibility bus", file=sys.stderr)
        return 2
    time.sleep(1)  # let the first frame's widgets register
    unnamed = audit(app, "the first window")
    # The steps a new user takes: sample data, the Conditions page, a condition.
    for step in sys.argv[2:]:
        if step.startswith("--"):
            break
        if not press(app, step):
            print(f"error: nothing called {step!r} to press", file=sys.stderr)
            return 2
        unnamed += audit(app, f"after pressing {step!r}")
    return 1 if unnamed else 0


if __name__ == "__main__":
    sys.exit(main())
