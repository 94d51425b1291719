import SwiftUI

struct EditNameSheet: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle("Edit Name")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct AccountView: View {
    @State private var name = "Ada"
    @State private var isEditing = false
    @State private var isConfirmingDelete = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, \(name)!")
            Button("Edit Name") { isEditing = true }
            Button("Delete Account", role: .destructive) { isConfirmingDelete = true }
        }
        .sheet(isPresented: $isEditing) {
            EditNameSheet(name: $name)
        }
        .alert("Delete your account?", isPresented: $isConfirmingDelete) {
            Button("Delete", role: .destructive) { name = "" }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .padding()
    }
}

#Preview {
    AccountView()
}
