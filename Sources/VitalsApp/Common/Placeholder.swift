import GtkUI

/// What a page shows when it has nothing to list: a large symbol, a title, a line of
/// explanation and the actions that fill it, centred in the space it is given.
struct Placeholder<Actions: View>: View {
    let systemImage: String
    let color: Color
    let title: LocalizedStringKey
    let message: LocalizedStringKey
    @ViewBuilder let actions: () -> Actions

    var body: some View {
        VStack(spacing: 12) {
            Spacer()
            Image(systemName: systemImage).font(.system(size: 48)).foregroundStyle(color)
            Text(title).font(.title)
                .accessibilityHeading(.h1)
                .lineLimit(nil)
                .multilineTextAlignment(.center)
            // Wrapped, so that the page stays as narrow as a phone-sized window.
            Text(message).foregroundStyle(.secondary)
                .lineLimit(nil)
                .multilineTextAlignment(.center)
            actions()
            Spacer()
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview("Nothing listed", traits: .fixedLayout(width: 360, height: 420)) {
    Placeholder(
        systemImage: "heart.fill", color: .pink, title: "No Heart-Rate Data",
        message: "Import what your watch, strap or app exported, or try the app with sample data."
    ) {
        Button("Import…") {}
    }
}
