import SwiftUI

struct PhotoGrid: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(colors[index].gradient)
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .bottomTrailing) {
                            Text("\(index + 1)")
                                .font(.caption)
                                .padding(4)
                        }
                }
            }
            .padding()
        }
    }
}

#Preview {
    PhotoGrid()
}
