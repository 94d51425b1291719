import SwiftUI

struct AnimatedHeart: View {
    @State private var isBeating = false

    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 64))
            .foregroundStyle(.red)
            .scaleEffect(isBeating ? 1.2 : 1)
            .opacity(isBeating ? 1 : 0.7)
            .animation(.easeInOut(duration: 0.6), value: isBeating)
            .onTapGesture {
                withAnimation(.spring()) {
                    isBeating.toggle()
                }
            }
            .accessibilityLabel("Heart")
            .padding()
    }
}

#Preview {
    AnimatedHeart()
}
