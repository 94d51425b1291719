import SwiftUI

// Animations and transitions as sample code writes them.

struct FavoriteButton: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                isFavorite.toggle()
            }
        } label: {
            Image(systemName: isFavorite ? "star.fill" : "star")
                .scaleEffect(isFavorite ? 1.3 : 1)
                .rotationEffect(.degrees(isFavorite ? 72 : 0))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
    }
}

struct SpringyFavorites: View {
    @State private var isFavorite = false
    @State private var showDetails = true
    @State private var progress = 0.3

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Morning run").font(.headline)
                Spacer()
                FavoriteButton(isFavorite: $isFavorite)
            }
            Button(showDetails ? "Hide details" : "Show details") {
                withAnimation(.easeInOut(duration: 0.25)) { showDetails.toggle() }
            }
            if showDetails {
                Text("5.2 km, average 142 BPM")
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
            Capsule()
                .fill(.green.gradient)
                .frame(width: 200 * progress, height: 8)
                .opacity(progress > 0.5 ? 1 : 0.6)
                .animation(.smooth, value: progress)
            Button("More") { progress = min(progress + 0.2, 1) }
        }
        .padding()
        .frame(width: 320)
    }
}

#Preview {
    SpringyFavorites()
}
