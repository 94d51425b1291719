import GtkUI

/// The Conditions page: the medical conditions in a declarative `List`, edited in place,
/// filtered by the search field, with add, delete (Delete key, context menu, swipe), flag
/// (star, swipe), reorder by drag and drop, copy and paste of lines, and undo of every
/// change through the window's undo manager.
struct ConditionsPage: View {
    @ObservedObject var model: ConditionsModel
    @State private var search = ""
    @State private var selection = Set<MedicalCondition.ID>()
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        let shown = model.conditions(matching: search)
        VStack(spacing: 0) {
            if let problem = model.problem {
                NoticeBar(text: problem) { model.problem = nil }
            }
            if model.conditions.isEmpty {
                ConditionsEmptyState()
            } else if shown.isEmpty {
                Text("No conditions match “\(search)”.")
                    .foregroundStyle(.secondary)
                    .padding(24)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                ScrollViewReader { proxy in
                    List(selection: $selection) {
                        ForEach(shown) { condition in
                            MedicalConditionView(
                                condition: condition, model: model, requestsFocus: model.focusRequest == condition.id)
                            // A swipe from the leading edge (or the row's menu) flags;
                            // `onDelete` gives the trailing Delete.
                            .swipeActions(edge: .leading, allowsFullSwipe: true) {
                                Button {
                                    perform { condition.isFlagged.toggle() }
                                } label: {
                                    Label(condition.isFlagged ? "Unflag" : "Flag", systemImage: "star")
                                }
                            }
                        }
                        .onDelete { offsets in
                            perform { model.delete(model.ids(atOffsets: offsets, in: shown)) }
                        }
                        .onMove { offsets, destination in
                            perform { model.move(fromOffsets: offsets, toOffset: destination, in: shown) }
                        }
                    }
                    .listStyle(.plain)
                    // Ctrl+C copies the selected conditions as lines; Ctrl+V adds each
                    // pasted line as a condition after the selection (a focused field
                    // copies and pastes its own text instead).
                    .copyable(selection.isEmpty ? [] : [model.copyText(of: selection)])
                    .pasteDestination(for: String.self) { texts in
                        perform {
                            _ = model.paste(text: texts.joined(separator: "\n"), at: model.position(after: selection))
                        }
                    }
                    // A row added far below is made and shown, so that its field can
                    // take the focus.
                    .onChange(of: model.focusRequest, initial: true) { _, id in
                        if let id { proxy.scrollTo(id) }
                    }
                }
            }
            HStack(spacing: 12) {
                Button {
                    perform {
                        search = ""
                        selection = []
                        model.add()
                    }
                } label: {
                    Label("Add Condition", systemImage: "plus")
                }
                .keyboardShortcut("n", modifiers: [.command, .shift])
                Spacer()
                Text(Self.count(model.conditions.count)).foregroundStyle(.secondary)
            }
            .padding(12)
        }
        .searchable(text: $search, prompt: "Filter Conditions")
        .onAppear { model.undoManager = undoManager }
        .onDisappear { model.save() }
    }

    /// Makes the page's window's undo manager the one changes register with, then `change`.
    private func perform(_ change: () -> Void) {
        model.undoManager = undoManager
        change()
    }

    static func count(_ count: Int) -> String {
        String(localized: "\(count) conditions")
    }
}

/// No conditions yet.
struct ConditionsEmptyState: View {
    var body: some View {
        Placeholder(
            systemImage: "list.bullet", color: .secondary, title: "No Conditions",
            message: "Add the medical conditions to keep with your heart-rate data."
        ) {
            EmptyView()
        }
    }
}
