/// One action a ``List`` row offers: a swipe action's button, or deleting the row through
/// its `ForEach`'s `onDelete`.
@MainActor
struct ListRowAction {
    let title: String
    let iconName: String?
    let isDestructive: Bool
    let isDisabled: Bool
    /// The button's action; `nil` for `onDelete`, which deletes by the row's offset when run.
    let run: (@MainActor () -> Void)?

    init(_ entry: MenuButtonEntry) {
        title = entry.title
        iconName = entry.iconName
        isDestructive = entry.role == .destructive
        isDisabled = entry.isDisabled
        run = entry.action
    }

    /// An action named for assistive technologies (`accessibilityAction(named:)`).
    init(title: String, run: @escaping @MainActor () -> Void) {
        self.title = title
        iconName = nil
        isDestructive = false
        isDisabled = false
        self.run = run
    }

    /// Deleting the row through `onDelete`.
    static let onDelete = ListRowAction(title: "Delete", iconName: "user-trash-symbolic")

    private init(title: String, iconName: String) {
        self.title = title
        self.iconName = iconName
        isDestructive = true
        isDisabled = false
        run = nil
    }
}

/// The actions of one row, by edge, as its views and its `ForEach` declare them.
@MainActor
struct ListRowActionSet {
    private(set) var leading: [ListRowAction] = []
    private(set) var trailing: [ListRowAction] = []
    /// Actions offered only in the row's menu (named for assistive technologies).
    private(set) var menuOnly: [ListRowAction] = []
    private var fullSwipe: Set<HorizontalEdge> = []

    /// The actions of a row whose views declare `swipeActions` (and `menuOnly` ones);
    /// `onDelete` adds a trailing Delete when the row declares no trailing actions, as in
    /// SwiftUI.
    init(_ swipeActions: [SwipeActions], menuOnly: [ListRowAction] = [], hasOnDelete: Bool) {
        self.menuOnly = menuOnly
        for declared in swipeActions {
            let actions = declared.entries.map(ListRowAction.init)
            switch declared.edge {
            case .leading:
                if leading.isEmpty && declared.allowsFullSwipe { fullSwipe.insert(.leading) }
                leading += actions
            case .trailing:
                if trailing.isEmpty && declared.allowsFullSwipe { fullSwipe.insert(.trailing) }
                trailing += actions
            }
        }
        if trailing.isEmpty && hasOnDelete {
            trailing = [.onDelete]
            fullSwipe.insert(.trailing)
        }
    }

    /// The actions at `edge`.
    subscript(edge: HorizontalEdge) -> [ListRowAction] {
        edge == .leading ? leading : trailing
    }

    /// Every action, leading ones first, then the menu's own: the row's context menu.
    var all: [ListRowAction] { leading + trailing + menuOnly }

    /// What the Delete key runs: the first destructive action.
    var destructive: ListRowAction? { all.first { $0.isDestructive && !$0.isDisabled } }

    /// What a full swipe towards `edge`'s actions runs: the first one, if allowed.
    func fullSwipeAction(at edge: HorizontalEdge) -> ListRowAction? {
        guard fullSwipe.contains(edge) else { return nil }
        return self[edge].first { !$0.isDisabled }
    }
}

extension SwipeActions {
    /// The swipe actions a row's view value declares through its modifiers, containers
    /// (stacks, padding, frames), tuples and `AnyView` — not inside custom views' bodies,
    /// which only run in a graph — for a row that has no views now.
    @MainActor
    static func declared(in view: any View) -> [SwipeActions] {
        if let erased = view as? AnyView { return declared(in: erased.storage) }
        if let tuple = view as? any TupleViewElements { return tuple.tupleElements.flatMap(declared(in:)) }
        if let container = view as? any ContainerRepresentable { return declared(in: container.content) }
        guard let modified = view as? any ModifiedContentParts else { return [] }
        var found = declared(in: modified.contentView)
        if let trait = modified.modifierValue as? _ListRowTraitModifier, case .swipeActions(let actions) = trait.trait {
            found.append(actions)
        }
        return found
    }
}
