import SwiftUI

struct DocumentRow: View {
    var title: String
    @State private var isFavorite = false

    var body: some View {
        HStack {
            Label(title, systemImage: "doc.text")
            Spacer()
            Menu {
                Button("Rename", action: {})
                Button(isFavorite ? "Unfavorite" : "Favorite") { isFavorite.toggle() }
                Divider()
                Button("Delete", role: .destructive, action: {})
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            .accessibilityLabel("More")
        }
        .contextMenu {
            Button("Copy Link", action: {})
        }
        .padding()
    }
}

struct HelpFooter: View {
    var body: some View {
        VStack {
            DocumentRow(title: "Report.pdf")
            Link("Swift.org", destination: URL(string: "https://swift.org")!)
        }
    }
}

#Preview {
    HelpFooter()
}
