import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoListView: View {
    @State private var items = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog", isDone: true),
        TodoItem(title: "Call mum"),
    ]
    @State private var newTitle = ""

    var body: some View {
        VStack {
            HStack {
                TextField("New item", text: $newTitle)
                    .onSubmit(add)
                Button("Add", action: add)
                    .disabled(newTitle.isEmpty)
            }
            .padding(.horizontal)
            List {
                ForEach($items) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
            }
        }
    }

    private func add() {
        items.append(TodoItem(title: newTitle))
        newTitle = ""
    }
}

#Preview {
    TodoListView()
}
