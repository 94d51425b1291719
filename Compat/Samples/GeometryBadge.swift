import SwiftUI

struct ProgressRing: View {
    var progress: Double

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.3), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%")
                    .font(.system(size: side / 5, weight: .bold))
            }
            .frame(width: side, height: side)
        }
        .frame(width: 140, height: 140)
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ProgressRing(progress: 0.72)
}
