#!/usr/bin/env python3
"""The element structure of an XML file through the standard library's parser (expat), for
checking Vitals' XML pull reader: one line per element start, "S name k=v ..." (local names,
attributes sorted by local name, namespace declarations left out), and one per element without
children at its end, "T text" (its text, stripped).

    xml_events.py FILE
"""
import sys
import xml.etree.ElementTree as ET


def local(name):
    return name.split("}")[-1]


def main(path):
    out = sys.stdout
    for event, element in ET.iterparse(path, events=("start", "end")):
        if event == "start":
            attributes = sorted((local(k), v) for k, v in element.attrib.items())
            out.write("S " + local(element.tag) + "".join(f" {k}={v!r}" for k, v in attributes) + "\n")
        elif len(element) == 0:
            out.write("T " + repr((element.text or "").strip()) + "\n")
            element.clear()


if __name__ == "__main__":
    main(sys.argv[1])
