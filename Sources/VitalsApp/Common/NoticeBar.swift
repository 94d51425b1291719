import GtkUI

/// A message bar with a close button, and an action when one is given ("Undo").
struct NoticeBar: View {
    let text: String
    var action: (title: String, perform: @MainActor () -> Void)?
    let dismiss: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "info.circle")
            Text(text).lineLimit(6)
            Spacer()
            if let action {
                Button(action.title) { action.perform() }
            }
            Button(action: dismiss) { Image(systemName: "xmark") }
                .accessibilityLabel("Dismiss")
        }
        .padding(12)
        .frame(maxWidth: .infinity)
        .background(Color.yellow.opacity(0.25))
    }
}
