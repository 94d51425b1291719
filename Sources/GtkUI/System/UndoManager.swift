import Foundation

/// Records changes so they can be undone and redone, with Foundation's API — which
/// swift-corelibs-foundation does not provide on Linux.
///
/// ```swift
/// func rename(_ item: Item, to name: String) {
///     let old = item.name
///     item.name = name
///     undoManager?.registerUndo(withTarget: item) { $0.name = old }  // redo comes free
///     undoManager?.setActionName("Rename")
/// }
/// ```
///
/// Registrations made while undoing go to the redo stack and vice versa. With
/// ``groupsByEvent`` (the default) everything registered in one turn of the main loop is
/// one group — one undo step — closed when the loop next runs; ``beginUndoGrouping()`` and
/// ``endUndoGrouping()`` make explicit groups, and nested groups fold into the outermost.
/// Each window of a GtkUI app has its own manager (`@Environment(\.undoManager)`), wired
/// to Ctrl+Z, Ctrl+Shift+Z and the primary menu's "Undo <name>" / "Redo <name>" items.
@MainActor
open class UndoManager {
    /// One undo step: actions in registration order, undone in reverse.
    private struct Group {
        var actions: [@MainActor () -> Void] = []
        var actionName = ""
        var isDiscardable = false
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroup: Group?
    /// Collects what a running undo or redo registers.
    private var replayGroup: Group?
    private var disabledCount = 0
    private var eventGroupPending = false

    /// How many undo steps are kept; 0 (the default) keeps all. The oldest go first.
    open var levelsOfUndo = 0 {
        didSet { trimUndoStack() }
    }

    /// Whether registrations outside an explicit group are grouped per turn of the main
    /// loop (`true` by default).
    open var groupsByEvent = true

    /// How deeply groups are nested now (0 when none is open).
    open private(set) var groupingLevel = 0

    /// Whether ``undo()`` is running.
    open private(set) var isUndoing = false
    /// Whether ``redo()`` is running.
    open private(set) var isRedoing = false

    /// Called after every change of the stacks or names, for menus (internal observers).
    var didChange: [ObjectIdentifier: @MainActor () -> Void] = [:]

    public init() {}

    // MARK: Registering

    /// Records `handler` to run on `target` when this change is undone.
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        let action: @MainActor () -> Void = { handler(target) }
        if isUndoing || isRedoing {
            replayGroup?.actions.append(action)
            return
        }
        if groupingLevel == 0 {
            if groupsByEvent {
                beginUndoGrouping()
                scheduleEventGroupEnd()
            } else {
                // Foundation raises here; a single-step group loses nothing.
                Diagnostics.report("GtkUI: UndoManager.registerUndo outside a group with groupsByEvent off; made it its own group")
                beginUndoGrouping()
                openGroup?.actions.append(action)
                endUndoGrouping()
                return
            }
        }
        openGroup?.actions.append(action)
        if !isUndoing, !isRedoing, !redoStack.isEmpty {
            redoStack.removeAll()
        }
    }

    /// Whether registrations are recorded (not inside ``disableUndoRegistration()``).
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Stops recording until a balancing ``enableUndoRegistration()``.
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Balances ``disableUndoRegistration()``.
    open func enableUndoRegistration() {
        guard disabledCount > 0 else {
            Diagnostics.report("GtkUI: UndoManager.enableUndoRegistration without a matching disable; ignored")
            return
        }
        disabledCount -= 1
    }

    // MARK: Grouping

    /// Opens a group: everything registered until the matching ``endUndoGrouping()`` is
    /// undone in one step.
    open func beginUndoGrouping() {
        if groupingLevel == 0 { openGroup = Group() }
        groupingLevel += 1
    }

    /// Closes the innermost open group; closing the outermost makes it an undo step.
    open func endUndoGrouping() {
        guard groupingLevel > 0 else {
            Diagnostics.report("GtkUI: UndoManager.endUndoGrouping without an open group; ignored")
            return
        }
        groupingLevel -= 1
        guard groupingLevel == 0, let group = openGroup else { return }
        openGroup = nil
        if !group.actions.isEmpty {
            undoStack.append(group)
            trimUndoStack()
        }
        notify()
    }

    // MARK: Undoing and redoing

    /// Whether there is a step to undo (an open group with registrations counts).
    open var canUndo: Bool {
        !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true)
    }

    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last step. An open per-event group is closed first, as Foundation does.
    open func undo() {
        if groupsByEvent, groupingLevel == 1, eventGroupPending {
            eventGroupPending = false
            endUndoGrouping()
        }
        guard groupingLevel == 0 else {
            Diagnostics.report("GtkUI: UndoManager.undo() inside an open group; close it first (ignored)")
            return
        }
        undoNestedGroup()
    }

    /// Undoes the last step without closing groups.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        let redo = replay(group)
        isUndoing = false
        if !redo.actions.isEmpty { redoStack.append(redo) }
        notify()
    }

    /// Redoes the last undone step.
    open func redo() {
        guard groupingLevel == 0 else {
            Diagnostics.report("GtkUI: UndoManager.redo() inside an open group; close it first (ignored)")
            return
        }
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        let undo = replay(group)
        isRedoing = false
        if !undo.actions.isEmpty {
            undoStack.append(undo)
            trimUndoStack()
        }
        notify()
    }

    private func replay(_ group: Group) -> Group {
        replayGroup = Group(actions: [], actionName: group.actionName, isDiscardable: group.isDiscardable)
        for action in group.actions.reversed() { action() }
        defer { replayGroup = nil }
        return replayGroup ?? Group()
    }

    /// Forgets every step.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = groupingLevel > 0 ? Group() : nil
        notify()
    }

    // MARK: Names

    /// Names the step being recorded (or, while undoing or redoing, the step that will be
    /// redone or undone), for menu items: "Undo Rename".
    open func setActionName(_ actionName: String) {
        if isUndoing || isRedoing {
            replayGroup?.actionName = actionName
        } else if openGroup != nil {
            openGroup?.actionName = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].actionName = actionName
        }
        notify()
    }

    /// The name of the step ``undo()`` would undo.
    open var undoActionName: String {
        if let openGroup, !openGroup.actions.isEmpty { return openGroup.actionName }
        return undoStack.last?.actionName ?? ""
    }

    /// The name of the step ``redo()`` would redo.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// "Undo" followed by the action name, for a menu item.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// "Redo" followed by the action name, for a menu item.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo <name>", or "Undo" without a name.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? String(localized: "Undo") : String(localized: "Undo \(actionName)")
    }

    /// "Redo <name>", or "Redo" without a name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? String(localized: "Redo") : String(localized: "Redo \(actionName)")
    }

    /// Marks the step being recorded as one that changes nothing worth saving.
    open func setActionIsDiscardable(_ discardable: Bool) {
        if openGroup != nil { openGroup?.isDiscardable = discardable }
    }

    /// Whether the step ``undo()`` would undo is discardable.
    open var undoActionIsDiscardable: Bool { undoStack.last?.isDiscardable ?? false }

    /// Whether the step ``redo()`` would redo is discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }

    // MARK: Internals

    private func trimUndoStack() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }

    /// Closes the per-event group when the main loop next turns.
    private func scheduleEventGroupEnd() {
        eventGroupPending = true
        Task { @MainActor [weak self] in
            guard let self, self.eventGroupPending else { return }
            self.eventGroupPending = false
            if self.groupingLevel > 0 { self.endUndoGrouping() }
        }
    }

    private func notify() {
        for observer in didChange.values { observer() }
    }
}
