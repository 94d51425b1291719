import GtkUI

/// A settings row bound to state, previewed with `@Previewable`.
struct NotificationsRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Notifications", isOn: $isOn)
            .padding()
    }
}

#Preview("Off", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = false
    NotificationsRow(isOn: $isOn)
}
