import CGtk
import XCTest
@testable import GtkUI

/// Which GSK nodes shapes become: rectangles and rounded outlines are GSK color, gradient,
/// clip and border nodes (no cairo); custom paths, dashes and gradient strokes are cairo
/// nodes, GTK 4.8 having no path nodes.
final class ShapeNodeTests: GtkTestCase {
    private struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    func testRoundedOutlinesAreGSKNodesAndPathsCairoNodes() {
        gtk {
            XCTAssertEqual(nodeTypes(Rectangle(), .fill, .color(RGBA(red: 1, green: 0, blue: 0))), [GSK_COLOR_NODE])
            XCTAssertEqual(
                nodeTypes(RoundedRectangle(cornerRadius: 8), .fill, .color(RGBA(red: 1, green: 0, blue: 0))),
                [GSK_ROUNDED_CLIP_NODE, GSK_COLOR_NODE])
            XCTAssertEqual(nodeTypes(Circle(), .fill, redToBlue), [GSK_ROUNDED_CLIP_NODE, GSK_LINEAR_GRADIENT_NODE])
            XCTAssertEqual(
                nodeTypes(Capsule(), .stroke(StrokeStyle(lineWidth: 2)), .color(RGBA(red: 0, green: 0, blue: 1))),
                [GSK_BORDER_NODE])
            XCTAssertEqual(
                nodeTypes(RoundedRectangle(cornerRadius: 6).inset(by: 1), .stroke(StrokeStyle(lineWidth: 2)), .color(RGBA(red: 0, green: 0, blue: 1))),
                [GSK_BORDER_NODE], "strokeBorder: a border node")
            XCTAssertEqual(nodeTypes(Wedge(), .fill, .color(RGBA(red: 1, green: 0, blue: 0))), [GSK_CAIRO_NODE])
            XCTAssertEqual(
                nodeTypes(Capsule(), .stroke(StrokeStyle(lineWidth: 2, dash: [4, 2])), .color(RGBA(red: 0, green: 0, blue: 1))),
                [GSK_CAIRO_NODE], "a dashed stroke is a cairo path")
            XCTAssertEqual(nodeTypes(Capsule(), .stroke(StrokeStyle(lineWidth: 2)), redToBlue), [GSK_CAIRO_NODE])
        }
    }
}

private enum Mode {
    case fill
    case stroke(StrokeStyle)
}

/// The types of the node `shape` records in a 60 × 30 frame, and of the child of a rounded
/// clip, outermost first.
@MainActor
private func nodeTypes<S: Shape>(_ shape: S, _ mode: Mode, _ paint: GTK.Paint) -> [GskRenderNodeType] {
    let bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
    let outline = shape._outline(in: bounds).kind
    let node = GTK.Snapshot.record { snapshot in
        switch mode {
        case .fill: ShapeRenderer.draw(outline, paint: paint, fillStyle: FillStyle(), into: snapshot)
        case .stroke(let style): ShapeRenderer.stroke(outline, style: style, paint: paint, into: snapshot)
        }
    }
    var types: [GskRenderNodeType] = []
    var current = node?.nodePointer
    while let pointer = current {
        let type = gsk_render_node_get_node_type(pointer)
        types.append(type)
        current = type == GSK_ROUNDED_CLIP_NODE ? gsk_rounded_clip_node_get_child(pointer) : nil
    }
    return types
}

/// Red to blue across the frame.
private let redToBlue = GTK.Paint.linearGradient(
    start: GTK.Point(x: 0, y: 15), end: GTK.Point(x: 60, y: 15),
    stops: [GTK.ColorStop(offset: 0, color: RGBA(red: 1, green: 0, blue: 0)), GTK.ColorStop(offset: 1, color: RGBA(red: 0, green: 0, blue: 1))])
