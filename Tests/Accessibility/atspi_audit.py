#!/usr/bin/python3
"""Audits a running app as a screen reader sees it over AT-SPI (pyatspi): every element a
user can focus or act on must have a name. Run inside a session bus with the AT-SPI bus
(scripts/test-accessibility starts both, on a virtual display).

    atspi_audit.py APP_NAME [ELEMENT_TO_PRESS …] [--timeout SECONDS] [--vitals]

Prints each unnamed element (role, path) and exits 1 when there is one; 2 when the app
never appears on the accessibility bus. With --vitals, after the presses it also reads
what a screen reader reads in Vitals (checks printed as "check ok" or "check FAILED", each
failure counting as an unnamed element does): day rows as sentences, the live row, the
sparklines' descriptions against their rows, a condition typed through EditableText and
flagged through the Action interface with its checked state."""
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


def nodes(root):
    """Every node under `root`, depth first."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        yield node
        try:
            count = node.childCount
        except Exception:
            continue
        for index in reversed(range(count)):
            stack.append(node.getChildAtIndex(index))


def wait_for(condition, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = condition()
        if result:
            return result
        time.sleep(0.2)
    return None


DAY_SENTENCE = re.compile(r"^Heart rate, (.+), latest (\d+) BPM at (.+), range (\d+) to (\d+)$")
# The sample count is grouped as the locale writes it ("1,234 samples").
SPARKLINE = re.compile(r"^([\d,]+) samples?; minimum (\d+), maximum (\d+), average (\d+) BPM\.")


def check_vitals(app):
    """What a screen reader reads in Vitals, after the sample data, the Conditions page and
    a new condition: the condition typed and flagged, then the Heart Rate page's rows.
    Returns the number of failed checks."""
    failures = 0

    def check(ok, what):
        nonlocal failures
        print(f"check {'ok    ' if ok else 'FAILED'}  {what}")
        if not ok:
            failures += 1

    # The Conditions page, where "Add Condition" just made an empty condition (leaving
    # the page would remove it again).
    fields = [node for node in nodes(app)
              if node.name == "Condition" and node.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY)]
    check(len(fields) >= 1, f"the new condition's field is named \"Condition\" ({len(fields)}): " + (
        "" if fields else str([(node.getRoleName(), node.name) for node in nodes(app)
                               if node.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY, pyatspi.ROLE_LIST_ITEM)][:12])))
    if fields:
        try:
            editable = fields[0].queryEditableText()
            editable.insertText(0, "Asthma", len("Asthma"))
            typed = True
        except NotImplementedError:
            typed = False
        check(typed, "the field offers EditableText")
        flag = wait_for(lambda: next((node for node in nodes(app) if node.name == "Flag Asthma"), None))
        check(flag is not None, "typing through EditableText named the flag \"Flag Asthma\"")
        if flag is not None:
            # GTK 4.10 reads toggle buttons as toggle buttons; on 4.8 GtkUI gives them the
            # check-box role, the one with a checked state there.
            check(flag.getRole() in (pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX),
                  f"the flag is a toggle ({flag.getRoleName()})")
            check(not flag.getState().contains(pyatspi.STATE_CHECKED), "unflagged at first")
            flag.queryAction().doAction(0)
            checked = wait_for(lambda: flag.getState().contains(pyatspi.STATE_CHECKED))
            check(bool(checked), "pressed through the Action interface, it reads as checked")
        row = next((node for node in nodes(app)
                    if node.getRole() == pyatspi.ROLE_LIST_ITEM and node.name == "Asthma"), None)
        check(row is not None, "the condition's row reads as its text")

    # The Heart Rate page (Alt+1 would do; the page switcher's button is pressed here).
    press(app, "Heart Rate")
    items = [node for node in nodes(app) if node.getRole() == pyatspi.ROLE_LIST_ITEM]
    days = [(node, DAY_SENTENCE.match(node.name or "")) for node in items]
    days = [(node, match) for node, match in days if match]
    check(len(days) >= 3, f"day rows read as sentences ({len(days)}): "
          f"{days[0][0].name if days else [node.name for node in items[:3]]}")
    live = [node for node in items if (node.name or "").startswith("Live heart rate, ")]
    check(len(live) == 1, f"the live row reads as a sentence: {live[0].name if live else None}")
    described = 0
    for row, match in days:
        low, high = int(match.group(4)), int(match.group(5))
        charts = [node for node in nodes(row) if SPARKLINE.match(node.description or "")]
        if not charts:
            continue
        figures = SPARKLINE.match(charts[0].description)
        count = int(figures.group(1).replace(",", ""))
        minimum, maximum = int(figures.group(2)), int(figures.group(3))
        if described == 0:
            print(f"      a sparkline: {charts[0].name!r}: {charts[0].description!r}")
        check(count > 0 and (minimum, maximum) == (low, high),
              f"{row.name}: its sparkline says {count} samples from {minimum} to {maximum}")
        described += 1
    check(described == len(days) and described > 0, f"every day row's sparkline is described ({described} of {len(days)})")
    return failures


def main():
    name = sys.argv[1]
    timeout = float(sys.argv[sys.argv.index("--timeout") + 1]) if "--timeout" in sys.argv else 30
    app = find_app(name, timeout)
    if app is None:
        print(f"error: {name} did not appear on the accessibility bus", file=sys.stderr)
        return 2
    time.sleep(1)  # let the first frame's widgets register
    unnamed = audit(app, "the first window")
    headings = []
    if "--vitals" in sys.argv:
        headings = [node.name for node in nodes(app) if node.getRole() == pyatspi.ROLE_HEADING]
        print(f"check {'ok    ' if 'No Heart-Rate Data' in headings else 'FAILED'}  the empty state's title is a heading: {headings}")
    # The steps a new user takes: sample data, the Conditions page, a condition.
    for step in sys.argv[2:]:
        if step.startswith("--"):
            break
        if not press(app, step):
            print(f"error: nothing called {step!r} to press", file=sys.stderr)
            return 2
        unnamed += audit(app, f"after pressing {step!r}")
    failures = check_vitals(app) if "--vitals" in sys.argv else 0
    if "--vitals" in sys.argv and "No Heart-Rate Data" not in headings:
        failures += 1
    return 1 if unnamed or failures else 0


if __name__ == "__main__":
    sys.exit(main())
