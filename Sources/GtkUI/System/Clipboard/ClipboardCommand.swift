/// Cut, Copy and Paste, as the keyboard (Ctrl+X, Ctrl+C, Ctrl+V) and the primary menu
/// send them to the view whose content has the keyboard focus.
enum ClipboardCommand: CaseIterable {
    case cut, copy, paste

    /// The accelerators GTK's text widgets use for the command.
    var accelerators: [String] {
        switch self {
        case .cut: ["<Control>x", "<Shift>Delete"]
        case .copy: ["<Control>c", "<Control>Insert"]
        case .paste: ["<Control>v", "<Shift>Insert"]
        }
    }

    /// The name of GTK's own widget action (`clipboard.copy`) and of the window action.
    var actionName: String {
        switch self {
        case .cut: "cut"
        case .copy: "copy"
        case .paste: "paste"
        }
    }

    var title: String {
        switch self {
        case .cut: String(localized: "Cut")
        case .copy: String(localized: "Copy")
        case .paste: String(localized: "Paste")
        }
    }

    /// Sends the command along the focus chain from `focus`: a text widget with focus
    /// (GtkText, GtkTextView, a selectable label) does its own cut, copy and paste;
    /// otherwise the innermost view around the focus that handles the command does.
    /// Returns whether anything handled it.
    @MainActor
    @discardableResult
    func perform(from focus: GTK.Widget) -> Bool {
        if focus.activateAction("clipboard.\(actionName)") {
            return true
        }
        var widget: GTK.Widget? = focus
        while let current = widget {
            if let responder = ClipboardResponder.existing(on: current), responder.perform(self) { return true }
            widget = current.parent
        }
        return false
    }
}

/// What a view does for the clipboard commands it handles.
struct ClipboardHandlers {
    /// The items Copy puts on the clipboard.
    var copy: (@MainActor () -> [TransferItem])?
    /// The items Cut puts on the clipboard (the view removes them).
    var cut: (@MainActor () -> [TransferItem])?
    var paste: PasteHandler?

    /// Paste: the types accepted, and what to do with the items read.
    struct PasteHandler {
        let accepts: [UTType]
        let perform: @MainActor ([TransferItem]) -> Void
    }

    func handles(_ command: ClipboardCommand) -> Bool {
        switch command {
        case .cut: cut != nil
        case .copy: copy != nil
        case .paste: paste != nil
        }
    }

    /// Runs `command`. Copy and Cut handle it when they put something on the clipboard;
    /// Paste when the clipboard has a type it accepts (it reads asynchronously).
    @MainActor
    func perform(_ command: ClipboardCommand) -> Bool {
        switch command {
        case .copy: return copy.map { SystemClipboard.write($0()) } ?? false
        case .cut: return cut.map { SystemClipboard.write($0()) } ?? false
        case .paste:
            guard let paste, !SystemClipboard.offeredMIMETypes(accepting: paste.accepts).isEmpty else { return false }
            SystemClipboard.read(paste.accepts) { items in
                if !items.isEmpty { paste.perform(items) }
            }
            return true
        }
    }
}
