import SwiftUI

/// A flow layout: tags left to right, wrapping onto a new row when the next one would not fit.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct TagCloud: View {
    @State private var isStacked: Bool
    let tags = ["Swift", "SwiftUI", "Layout", "GTK", "Linux", "Charts", "Accessibility", "Previews"]

    init(isStacked: Bool = false) {
        _isStacked = State(initialValue: isStacked)
    }

    var body: some View {
        let layout = isStacked ? AnyLayout(VStackLayout(alignment: .leading, spacing: 6)) : AnyLayout(FlowLayout())

        VStack(alignment: .leading, spacing: 12) {
            Toggle("Stack tags", isOn: $isStacked)
            layout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .font(.callout)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                }
            }
        }
        .padding()
        .frame(width: 280)
    }
}

#Preview("Flow", traits: .sizeThatFitsLayout) {
    TagCloud()
}

#Preview("Stacked", traits: .sizeThatFitsLayout) {
    TagCloud(isStacked: true)
}
