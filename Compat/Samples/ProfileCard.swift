import SwiftUI

struct ProfileCard: View {
    var name: String
    var role: String

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 80, height: 80)
                .overlay {
                    Text(String(name.prefix(1)))
                        .font(.largeTitle)
                        .foregroundStyle(.white)
                }
            Text(name)
                .font(.headline)
            Text(role.uppercased())
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.15)))
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Ada Lovelace", role: "Engineer")
        .padding()
}
