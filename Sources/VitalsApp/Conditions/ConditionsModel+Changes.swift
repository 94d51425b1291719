import Foundation
import GtkUI
import VitalsCore

extension ConditionsModel {
    // MARK: Adding, deleting, moving

    /// Adds a condition with `text` at `position` (the end by default), asks for its field
    /// to take the focus, and returns it. One undo step: "Add Condition".
    @discardableResult
    public func add(_ text: String = "", at position: Int? = nil) -> MedicalCondition {
        let condition = MedicalCondition(record: MedicalConditionRecord(text: text), model: self)
        let index = min(max(position ?? conditions.count, 0), conditions.count)
        editedCondition = nil
        insert([(condition, index)], actionName: String(localized: "Add Condition"), manager: undoManager)
        focusRequest = condition.id
        return condition
    }

    /// Adds one condition per line of `lines` (trimmed; blank lines left out) at
    /// `position` (the end by default) and returns them: one store transaction and one
    /// undo step whatever the count.
    @discardableResult
    public func paste(lines: [String], at position: Int? = nil) -> [MedicalCondition] {
        insertPasted(MedicalConditionRecord.texts(lines: lines), at: position)
    }

    /// Adds the conditions in pasted `text`, one per line (see ``paste(lines:at:)``).
    @discardableResult
    public func paste(text: String, at position: Int? = nil) -> [MedicalCondition] {
        insertPasted(MedicalConditionRecord.texts(pasted: text), at: position)
    }

    /// Adds a condition for each of `texts` (trimmed, none blank) at `position`.
    private func insertPasted(_ texts: [String], at position: Int?) -> [MedicalCondition] {
        guard !texts.isEmpty else { return [] }
        let now = Date()
        let pasted = texts.map { MedicalCondition(record: MedicalConditionRecord(text: $0, createdAt: now), model: self) }
        let index = min(max(position ?? conditions.count, 0), conditions.count)
        editedCondition = nil
        insert(pasted.enumerated().map { ($1, index + $0) },
               actionName: pasted.count == 1 ? String(localized: "Paste Condition") : String(localized: "Paste Conditions"), manager: undoManager)
        return pasted
    }

    /// Deletes the conditions with these IDs. One undo step, which puts each back where it
    /// was.
    public func delete(_ ids: some Collection<MedicalCondition.ID>) {
        let ids = Set(ids)
        guard conditions.contains(where: { ids.contains($0.id) }) else { return }
        editedCondition = nil
        remove(ids, actionName: ids.count == 1 ? String(localized: "Delete Condition") : String(localized: "Delete Conditions"), manager: undoManager)
    }

    /// Moves the conditions at `source` to before `destination` (offsets in the whole
    /// list), as SwiftUI's `onMove` reports a drag. One undo step: "Move Condition".
    public func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let before = conditions.map(\.id)
        var moved = conditions
        moved.move(fromOffsets: source, toOffset: destination)
        guard moved.map(\.id) != before else { return }
        editedCondition = nil
        saveNow()  // the store moves what it has: bring it up to date first
        conditions = moved
        saveNow(move: (source, destination))
        let manager = undoManager
        registerUndo(source.count == 1 ? String(localized: "Move Condition") : String(localized: "Move Conditions"), on: manager) { model in
            model.reorder(to: before, actionName: source.count == 1 ? String(localized: "Move Condition") : String(localized: "Move Conditions"), manager: manager)
        }
    }

    /// Moves conditions shown in a filtered list: offsets are positions in `shown`; the
    /// conditions land before the one shown at `destination` (after the last one shown
    /// when it is the end). For `.onMove` on a filtered `ForEach`.
    public func move(fromOffsets source: IndexSet, toOffset destination: Int, in shown: [MedicalCondition]) {
        let positions = Dictionary(conditions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let full = IndexSet(source.compactMap { shown.indices.contains($0) ? positions[shown[$0].id] : nil })
        let target: Int
        if shown.indices.contains(destination), let position = positions[shown[destination].id] {
            target = position
        } else if let last = shown.last, let position = positions[last.id] {
            target = position + 1
        } else {
            target = conditions.count
        }
        move(fromOffsets: full, toOffset: target)
    }

    /// The IDs of the conditions at `offsets` of `shown` (a filtered list's `onDelete`).
    public func ids(atOffsets offsets: IndexSet, in shown: [MedicalCondition]) -> [MedicalCondition.ID] {
        offsets.compactMap { shown.indices.contains($0) ? shown[$0].id : nil }
    }

    /// Where pasted conditions go: after the last of the conditions with these IDs (the
    /// selection), or at the end when none of them is in the list.
    public func position(after ids: Set<MedicalCondition.ID>) -> Int {
        conditions.lastIndex { ids.contains($0.id) }.map { $0 + 1 } ?? conditions.count
    }

    // MARK: Copying

    /// The texts of the conditions with these IDs, one per line in list order, to put on
    /// the clipboard.
    public func copyText(of ids: Set<MedicalCondition.ID>) -> String {
        MedicalConditionRecord.pasteboardText(
            of: conditions.enumerated().filter { ids.contains($1.id) }.map { $1.record(at: $0) })
    }

    // MARK: Editing

    /// Whether the field of `condition` should take the focus now; the request is then
    /// done (a field asks once it is on screen).
    public func claimFocusRequest(for condition: MedicalCondition) -> Bool {
        guard focusRequest == condition.id else { return false }
        focusRequest = nil
        return true
    }

    /// The field of `condition` took the focus: typing there starts a new undo step.
    public func editingDidBegin(_ condition: MedicalCondition) {
        if editedCondition != condition.id { editedCondition = nil }
    }

    /// The field of `condition` lost the focus: its typing is one finished step, it is
    /// saved now, and it is removed if it is empty.
    public func editingDidEnd(_ condition: MedicalCondition) {
        if editedCondition == condition.id { editedCondition = nil }
        if condition.isBlank { removeBlankConditions(only: condition.id) }
        saveNow()
    }

    /// A bound field or code changed the text.
    func textDidChange(of condition: MedicalCondition, from oldText: String) {
        guard !isApplyingChange, contains(condition) else { return }
        if editedCondition != condition.id {
            editedCondition = condition.id
            let manager = undoManager
            registerUndo(String(localized: "Edit Condition"), on: manager) { model in
                model.restore(text: oldText, of: condition, manager: manager)
            }
        }
        pending.saved.insert(condition.id)
        scheduleSave()
    }

    /// A toggle or code flagged or unflagged the condition.
    func flagDidChange(of condition: MedicalCondition) {
        guard !isApplyingChange, contains(condition) else { return }
        editedCondition = nil
        pending.saved.insert(condition.id)
        saveNow()
        let manager = undoManager
        let flagged = condition.isFlagged
        let actionName = flagged ? String(localized: "Flag Condition") : String(localized: "Unflag Condition")
        registerUndo(actionName, on: manager) { model in
            model.restore(flag: !flagged, of: condition, actionName: actionName, manager: manager)
        }
    }

    // MARK: Inverses

    private func restore(text: String, of condition: MedicalCondition, manager: UndoManager?) {
        let current = condition.text
        if !contains(condition) {
            // An empty condition removed when its field lost the focus comes back.
            let position = removedPositions.removeValue(forKey: condition.id) ?? conditions.count
            conditions = Self.merged(conditions, with: [(condition, position)])
        }
        apply { condition.text = text }
        editedCondition = nil
        pending.saved.insert(condition.id)
        saveNow()
        registerUndo(String(localized: "Edit Condition"), on: manager) { model in
            model.restore(text: current, of: condition, manager: manager)
        }
    }

    private func restore(flag: Bool, of condition: MedicalCondition, actionName: String, manager: UndoManager?) {
        guard contains(condition) else { return }
        apply { condition.isFlagged = flag }
        editedCondition = nil
        pending.saved.insert(condition.id)
        saveNow()
        registerUndo(actionName, on: manager) { model in
            model.restore(flag: !flag, of: condition, actionName: actionName, manager: manager)
        }
    }

    private func reorder(to ids: [MedicalCondition.ID], actionName: String, manager: UndoManager?) {
        let current = conditions.map(\.id)
        let byID = Dictionary(conditions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let listed = Set(ids)
        conditions = ids.compactMap { byID[$0] } + conditions.filter { !listed.contains($0.id) }
        editedCondition = nil
        pending.rewritesOrder = true
        saveNow()
        registerUndo(actionName, on: manager) { model in
            model.reorder(to: current, actionName: actionName, manager: manager)
        }
    }

    /// Puts conditions in at their positions in the resulting list; undone by removing them.
    private func insert(
        _ placed: [(condition: MedicalCondition, position: Int)], actionName: String, manager: UndoManager?
    ) {
        for (condition, _) in placed {
            condition.model = self
            pending.saved.insert(condition.id)
        }
        conditions = Self.merged(conditions, with: placed)
        saveNow()
        let ids = Set(placed.map(\.condition.id))
        registerUndo(actionName, on: manager) { model in
            model.remove(ids, actionName: actionName, manager: manager)
        }
    }

    /// Takes conditions out; undone by putting each back at its position.
    private func remove(_ ids: Set<MedicalCondition.ID>, actionName: String, manager: UndoManager?) {
        let removed = conditions.enumerated().filter { ids.contains($1.id) }.map { ($1, $0) }
        guard !removed.isEmpty else { return }
        conditions.removeAll { ids.contains($0.id) }
        pending.saved.subtract(ids)
        pending.deleted.formUnion(ids)
        saveNow()
        registerUndo(actionName, on: manager) { model in
            model.insert(removed, actionName: actionName, manager: manager)
        }
    }

    // MARK: Helpers

    /// Removes empty conditions (all, or the one with `id`) without an undo step: they hold
    /// nothing to bring back, and undoing the typing that emptied one brings it back.
    func removeBlankConditions(only id: MedicalCondition.ID? = nil) {
        let blank = conditions.enumerated().filter { $1.isBlank && (id == nil || $1.id == id) }
        guard !blank.isEmpty else { return }
        for (position, condition) in blank { removedPositions[condition.id] = position }
        let ids = Set(blank.map(\.element.id))
        conditions.removeAll { ids.contains($0.id) }
        pending.saved.subtract(ids)
        pending.deleted.formUnion(ids)
    }

    private func contains(_ condition: MedicalCondition) -> Bool {
        conditions.contains { $0 === condition }
    }

    /// Runs `change` without recording it (the model's own undo and redo).
    private func apply(_ change: () -> Void) {
        isApplyingChange = true
        defer { isApplyingChange = false }
        change()
    }

    private func registerUndo(
        _ actionName: String, on manager: UndoManager?, _ undo: @escaping @MainActor (ConditionsModel) -> Void
    ) {
        guard let manager else { return }
        manager.registerUndo(withTarget: self, handler: undo)
        manager.setActionName(actionName)
    }

    /// `list` with `placed` conditions put in, each at its position in the result
    /// (positions ascending, as a deletion's undo and a paste give them).
    static func merged(
        _ list: [MedicalCondition], with placed: [(condition: MedicalCondition, position: Int)]
    ) -> [MedicalCondition] {
        let placed = placed.sorted { $0.position < $1.position }
        var result: [MedicalCondition] = []
        result.reserveCapacity(list.count + placed.count)
        var next = placed.startIndex
        for condition in list {
            while next < placed.endIndex, placed[next].position <= result.count {
                result.append(placed[next].condition)
                next += 1
            }
            result.append(condition)
        }
        result.append(contentsOf: placed[next...].map(\.condition))
        return result
    }
}
