import SwiftUI

// A contacts table as macOS sample apps write it: sortable columns, a selection, a
// toolbar, custom button and toggle styles, focus, and a detail pane.

struct Contact: Identifiable, Hashable {
    let id = UUID()
    var givenName: String
    var familyName: String
    var email: String
    var age: Int
    var isFavorite = false
}

struct CapsuleButtonStyle: ButtonStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .foregroundStyle(.white)
            .background(tint.opacity(configuration.isPressed ? 0.6 : 1), in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
    }
}

struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "star.fill" : "star")
                    .foregroundStyle(configuration.isOn ? .yellow : .secondary)
            }
        }
        .buttonStyle(.plain)
    }
}

struct ContactsTable: View {
    @State private var contacts: [Contact] = [
        Contact(givenName: "Juan", familyName: "Chavez", email: "juan@example.com", age: 34),
        Contact(givenName: "Mei", familyName: "Chen", email: "mei@example.com", age: 29, isFavorite: true),
        Contact(givenName: "Tom", familyName: "Clark", email: "tom@example.com", age: 41),
        Contact(givenName: "Gita", familyName: "Kumar", email: "gita@example.com", age: 52),
    ]
    @State private var sortOrder = [KeyPathComparator(\Contact.givenName)]
    @State private var selection = Set<Contact.ID>()
    @State private var showFavoritesOnly = false
    @FocusState private var searchFocused: Bool
    @State private var query = ""

    private var shown: [Contact] {
        contacts.filter { (!showFavoritesOnly || $0.isFavorite) && (query.isEmpty || $0.givenName.contains(query)) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                TextField("Search", text: $query)
                    .textFieldStyle(.roundedBorder)
                    .focused($searchFocused)
                Toggle("Favorites", isOn: $showFavoritesOnly)
                    .toggleStyle(StarToggleStyle())
                Button("Add") { addContact() }
                    .buttonStyle(CapsuleButtonStyle())
                    .keyboardShortcut("n", modifiers: .command)
            }
            Table(shown, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("Age", value: \.age) { contact in
                    Text(contact.age, format: .number)
                        .monospacedDigit()
                }
                .width(60)
                TableColumn("E-Mail") { contact in
                    Text(contact.email).foregroundStyle(.secondary)
                }
            }
            .onChange(of: sortOrder) { _, newOrder in
                contacts.sort(using: newOrder)
            }
            HStack {
                Label("\(selection.count) selected", systemImage: "person.crop.circle")
                    .labelStyle(.titleAndIcon)
                Spacer()
                Button(role: .destructive) {
                    contacts.removeAll { selection.contains($0.id) }
                    selection.removeAll()
                } label: {
                    Label("Delete", systemImage: "trash")
                        .labelStyle(.iconOnly)
                }
                .disabled(selection.isEmpty)
                .help("Delete the selected contacts")
            }
            .font(.callout)
        }
        .padding()
        .onAppear {
            contacts.sort(using: sortOrder)
            searchFocused = true
        }
    }

    private func addContact() {
        contacts.append(Contact(givenName: "New", familyName: "Contact", email: "new@example.com", age: 30))
    }
}

#Preview {
    ContactsTable()
        .frame(width: 560, height: 320)
}
