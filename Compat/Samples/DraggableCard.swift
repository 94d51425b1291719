import SwiftUI

struct DraggableCard: View {
    @State private var offset = CGSize.zero
    @State private var isPressed = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(isPressed ? Color.orange : Color.blue)
            .frame(width: 160, height: 100)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in offset = .zero }
            )
            .onLongPressGesture(minimumDuration: 0.5) {
                isPressed.toggle()
            }
            .onTapGesture(count: 2) {
                offset = .zero
            }
    }
}

#Preview {
    DraggableCard()
}
