import CGtkShim

/// A path in pixels, as verbs and their points, for `gtkui_snapshot_append_path`.
struct PathData: Equatable {
    private(set) var verbs: [UInt8] = []
    private(set) var coordinates: [Double] = []

    var isEmpty: Bool { verbs.isEmpty }

    mutating func move(to point: Point) {
        verbs.append(UInt8(GTKUI_PATH_MOVE.rawValue))
        coordinates.append(point.x)
        coordinates.append(point.y)
    }

    mutating func line(to point: Point) {
        verbs.append(UInt8(GTKUI_PATH_LINE.rawValue))
        coordinates.append(point.x)
        coordinates.append(point.y)
    }

    mutating func curve(to point: Point, control1: Point, control2: Point) {
        verbs.append(UInt8(GTKUI_PATH_CURVE.rawValue))
        coordinates.append(contentsOf: [control1.x, control1.y, control2.x, control2.y, point.x, point.y])
    }

    mutating func close() {
        verbs.append(UInt8(GTKUI_PATH_CLOSE.rawValue))
    }
}

/// A point in pixels.
struct Point: Equatable {
    var x: Double
    var y: Double
}

/// A rectangle in pixels.
struct Rect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }
}
