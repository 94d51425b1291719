import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("\(count)")
                .font(.largeTitle)
                .monospacedDigit()
            HStack {
                Button("Decrement") { count -= 1 }
                    .disabled(count == 0)
                Button("Increment") { count += 1 }
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
    }
}

#Preview {
    CounterView()
}
