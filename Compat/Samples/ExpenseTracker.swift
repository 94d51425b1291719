import SwiftUI
import Observation

// An expense tracker as iOS tutorials write it: an @Observable store, a NavigationStack
// list with sections, swipe actions and a context menu, a toolbar, a sheet with a form
// and detents, search, an empty state, and a few modern text and style modifiers.

enum Category: String, CaseIterable, Identifiable, Codable {
    case food = "Food", travel = "Travel", home = "Home"
    var id: String { rawValue }
    var symbol: String {
        switch self {
        case .food: "fork.knife"
        case .travel: "airplane"
        case .home: "house"
        }
    }
}

struct Expense: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var amount: Double
    var category: Category
    var date: Date
}

@Observable
final class ExpenseStore {
    var expenses: [Expense] = [
        Expense(title: "Groceries", amount: 54.20, category: .food, date: .now.addingTimeInterval(-3_600)),
        Expense(title: "Train ticket", amount: 23.00, category: .travel, date: .now.addingTimeInterval(-86_400)),
        Expense(title: "Light bulbs", amount: 12.99, category: .home, date: .now.addingTimeInterval(-172_800)),
    ]

    var total: Double { expenses.reduce(0) { $0 + $1.amount } }

    func delete(_ expense: Expense) {
        expenses.removeAll { $0.id == expense.id }
    }
}

struct ExpenseRow: View {
    let expense: Expense

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: expense.category.symbol)
                .font(.title3)
                .foregroundStyle(.tint)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(expense.title)
                    .fontWeight(.semibold)
                Text(expense.date, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(expense.amount, format: .currency(code: "EUR"))
                .font(.system(.body, design: .rounded))
                .monospacedDigit()
        }
        .padding(.vertical, 4)
    }
}

struct AddExpenseView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var amount = 0.0
    @State private var category = Category.food
    @State private var date = Date.now
    let onSave: (Expense) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Amount", value: $amount, format: .number)
                Picker("Category", selection: $category) {
                    ForEach(Category.allCases) { category in
                        Label(category.rawValue, systemImage: category.symbol).tag(category)
                    }
                }
                DatePicker("Date", selection: $date, displayedComponents: .date)
            }
            .navigationTitle("New Expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Expense(title: title, amount: amount, category: category, date: date))
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

struct ExpenseTracker: View {
    @State private var store = ExpenseStore()
    @State private var showingAdd = false
    @State private var searchText = ""

    private var filtered: [Expense] {
        searchText.isEmpty ? store.expenses : store.expenses.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            Group {
                if filtered.isEmpty {
                    ContentUnavailableView("No Expenses", systemImage: "tray", description: Text("Add one with the + button."))
                } else {
                    List {
                        Section {
                            ForEach(filtered) { expense in
                                ExpenseRow(expense: expense)
                                    .swipeActions {
                                        Button("Delete", role: .destructive) { store.delete(expense) }
                                    }
                                    .contextMenu {
                                        Button("Delete", systemImage: "trash", role: .destructive) { store.delete(expense) }
                                    }
                            }
                        } header: {
                            Text("Recent")
                        } footer: {
                            Text("Total: \(store.total, format: .currency(code: "EUR"))")
                        }
                    }
                    .listStyle(.insetGrouped)
                }
            }
            .navigationTitle("Expenses")
            .searchable(text: $searchText, prompt: "Search expenses")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAdd = true
                    } label: {
                        Label("Add Expense", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpenseView { store.expenses.insert($0, at: 0) }
            }
        }
        .tint(.orange)
    }
}

#Preview {
    ExpenseTracker()
}
