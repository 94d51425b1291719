import GtkUI

/// A count of new items, written as SwiftUI sample code writes a small view and its previews.
struct Badge: View {
    var count: Int

    var body: some View {
        Text("\(count) new")
            .font(.headline)
            .padding(8)
    }
}

#Preview("Three", traits: .sizeThatFitsLayout) {
    Badge(count: 3)
}

#Preview(traits: .fixedLayout(width: 300, height: 120)) {
    let counts = [1, 2]
    VStack {
        ForEach(counts, id: \.self) { Badge(count: $0) }
    }
}

#Preview("Landscape", traits: .landscapeLeft) {
    Badge(count: 7)
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 1)
                .previewDisplayName("One")
                .previewLayout(.fixed(width: 200, height: 80))
            Badge(count: 99)
        }
        // The group's modifier reaches each preview; a preview's own wins.
        .previewLayout(.sizeThatFits)
    }
}
