import GtkUI

/// A message bar with a close button.
struct NoticeBar: View {
    let text: String
    let dismiss: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "info.circle")
            Text(text).lineLimit(6)
            Spacer()
            Button(action: dismiss) { Image(systemName: "xmark") }
                .accessibilityLabel("Dismiss")
        }
        .padding(12)
        .frame(maxWidth: .infinity)
        .background(Color.yellow.opacity(0.25))
    }
}
