/// Something shown modally over a view — a sheet's window, an alert, a file chooser — that
/// a ``PresentationState`` closes.
@MainActor
protocol PresentedModal: AnyObject {
    /// Takes the modal off the screen and destroys what it made (its window, its views).
    func close()
}

/// When a modifier's modal is shown, as SwiftUI's bindings say: it opens when the binding
/// becomes true (or an item appears), closes when it becomes false (or `nil`), and a modal
/// the user closes (Escape, a button, `dismiss()`, its close button) writes `false` (or
/// `nil`) back and runs `onDismiss` once.
///
/// A binding that stays true after the user closed the modal (a constant) does not open it
/// again until it has been false.
@MainActor
final class PresentationState {
    /// The modal shown, and the identity (`true`, or an item's ID) it shows.
    private(set) var shown: (id: AnyHashable, modal: any PresentedModal)?
    /// An identity the user closed whose binding still says to show it.
    private var closedByUser: AnyHashable?
    /// Writes "not presented" to the binding; returns whether the binding now says so (a
    /// constant binding does not).
    var resetBinding: (@MainActor () -> Bool)?
    var onDismiss: (@MainActor () -> Void)?
    /// Whether presenting waited one pass for the view to be in a window.
    private var waitedForWindow = false

    /// Shows, keeps or closes the modal for the identity the binding says now (`nil`: none).
    /// `present` makes the modal over the view's window; `refresh` updates a shown one.
    func update(
        wanted id: AnyHashable?, context: _AttachmentContext,
        present: (_ parent: GTK.Window?) -> any PresentedModal,
        refresh: (any PresentedModal) -> Void = { _ in }
    ) {
        if id == nil { closedByUser = nil }
        if let shown, shown.id != id {
            // The binding closed it (or an item took another's place).
            self.shown = nil
            shown.modal.close()
            onDismiss?()
        }
        guard let id, id != closedByUser else { return }
        if let shown {
            refresh(shown.modal)
            return
        }
        let parent = context.window
        if parent == nil, !waitedForWindow {
            // The view is being made, not yet in its window: present in the next pass.
            waitedForWindow = true
            context.setNeedsUpdate()
            return
        }
        waitedForWindow = false
        shown = (id, present(parent))
    }

    /// The user closed the modal: close it, write the binding and run `onDismiss`.
    func userDismissed() {
        guard let shown else { return }
        self.shown = nil
        shown.modal.close()
        let reset = resetBinding?() ?? false
        // A binding that took the write opens the modal again as soon as it is set again.
        closedByUser = reset ? nil : shown.id
        onDismiss?()
    }

    /// The view left: close the modal without writing the binding.
    func tearDown() {
        let modal = shown?.modal
        shown = nil
        resetBinding = nil
        onDismiss = nil
        modal?.close()
    }
}
