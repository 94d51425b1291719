import Foundation

/// Presents an alert or a confirmation dialog while a binding says so.
struct AlertAttachment<Actions: View, Message: View>: _ViewAttachment {
    let title: String
    let showsTitle: Bool
    /// The actions and message to show, or `nil` when the alert is not presented.
    let wanted: @MainActor () -> (actions: () -> Actions, message: (() -> Message)?)?
    let reset: @MainActor () -> Bool
    /// Confirmation dialogs stack their buttons, as GNOME's choice dialogs do.
    let vertical: Bool

    func _makeCoordinator() -> PresentationState { PresentationState() }

    func _update(_ state: PresentationState, context: _AttachmentContext) {
        state.resetBinding = reset
        let wanted = self.wanted()
        let environment = context.environment
        let (title, showsTitle, vertical) = (self.title, self.showsTitle, self.vertical)
        state.update(
            wanted: wanted == nil ? nil : AnyHashable(true), context: context,
            present: { parent in
                AlertWindow(
                    title: title, showsTitle: showsTitle,
                    message: wanted?.message.map { AnyView($0()) },
                    actions: wanted.map { AnyView($0.actions()) } ?? AnyView(EmptyView()),
                    vertical: vertical, environment: environment, parent: parent,
                    requestClose: { [weak state] in state?.userDismissed() })
            },
            refresh: { modal in
                guard let alert = modal as? AlertWindow, let wanted else { return }
                alert.update(message: wanted.message.map { AnyView($0()) }, actions: AnyView(wanted.actions()), vertical: vertical)
            })
    }

    static func _dismantle(_ state: PresentationState) {
        state.tearDown()
    }

    /// An alert shown while `isPresented` is true and `data` is there.
    static func make<T>(
        title: String, showsTitle: Bool = true, vertical: Bool = false, isPresented: Binding<Bool>, presenting data: T?,
        actions: @escaping @MainActor (T) -> Actions, message: (@MainActor (T) -> Message)?
    ) -> Self {
        let wanted: @MainActor () -> (actions: () -> Actions, message: (() -> Message)?)? = {
            guard isPresented.wrappedValue, let data else { return nil }
            return ({ actions(data) }, message.map { message in { message(data) } })
        }
        return AlertAttachment(
            title: title, showsTitle: showsTitle, wanted: wanted,
            reset: {
                if isPresented.wrappedValue { isPresented.wrappedValue = false }
                return !isPresented.wrappedValue
            }, vertical: vertical)
    }
}

extension View {
    /// Shows an alert titled `title` with `actions` (buttons) while `isPresented` is true, as
    /// SwiftUI does: a modal GTK message dialog over this view's window. Any button closes
    /// it after running its action and sets `isPresented` to false; Escape clicks the
    /// ``ButtonRole/cancel`` button (or just closes); a ``ButtonRole/destructive`` button is
    /// red. With no buttons the alert has an OK button.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> some View {
        attach(AlertAttachment<A, EmptyView>.make(
            title: String(title), isPresented: isPresented, presenting: (), actions: { actions() }, message: nil))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A) -> some View {
        alert(titleKey.resolvedString, isPresented: isPresented, actions: actions)
    }

    /// Shows an alert titled `title` with `actions` and a `message` under the title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
    ) -> some View {
        attach(AlertAttachment<A, M>.make(
            title: String(title), isPresented: isPresented, presenting: (), actions: { actions() }, message: { message() }))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M) -> some View {
        alert(titleKey.resolvedString, isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows an alert about `data` while `isPresented` is true and `data` is not `nil`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A
    ) -> some View {
        attach(AlertAttachment<A, EmptyView>.make(
            title: String(title), isPresented: isPresented, presenting: data, actions: actions, message: nil))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping @MainActor (T) -> A) -> some View {
        alert(titleKey.resolvedString, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Shows an alert about `data`, with a message about it.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> some View {
        attach(AlertAttachment<A, M>.make(
            title: String(title), isPresented: isPresented, presenting: data, actions: actions, message: message))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M) -> some View {
        alert(titleKey.resolvedString, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Shows an alert titled by `title`'s text.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> some View {
        alert(title.plainString, isPresented: isPresented, actions: actions)
    }

    /// Shows an alert titled by `title`'s text, with a message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
    ) -> some View {
        alert(title.plainString, isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows an alert about `error` while `isPresented` is true and `error` is there, titled
    /// by its `errorDescription`.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> some View {
        attach(AlertAttachment<A, EmptyView>.make(
            title: error?.errorDescription ?? "", isPresented: isPresented, presenting: error,
            actions: { _ in actions() }, message: nil))
    }

    /// Shows an alert about `error`, with actions and a message about it (its
    /// `failureReason` or `recoverySuggestion`, say).
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?,
        @ViewBuilder actions: @escaping @MainActor (E) -> A, @ViewBuilder message: @escaping @MainActor (E) -> M
    ) -> some View {
        attach(AlertAttachment<A, M>.make(
            title: error?.errorDescription ?? "", isPresented: isPresented, presenting: error,
            actions: actions, message: message))
    }

    /// Asks the user to confirm or choose an action while `isPresented` is true, as SwiftUI
    /// does: on the desktop a modal message dialog whose buttons are stacked, titled
    /// `title` (shown unless `titleVisibility` is `.hidden`; screen readers read it always).
    /// Buttons and Escape behave as in ``alert(_:isPresented:actions:)``.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> some View {
        attach(AlertAttachment<A, EmptyView>.make(
            title: String(title), showsTitle: titleVisibility != .hidden, vertical: true,
            isPresented: isPresented, presenting: (), actions: { actions() }, message: nil))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping @MainActor () -> A) -> some View {
        confirmationDialog(titleKey.resolvedString, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
    ) -> some View {
        attach(AlertAttachment<A, M>.make(
            title: String(title), showsTitle: titleVisibility != .hidden, vertical: true,
            isPresented: isPresented, presenting: (), actions: { actions() }, message: { message() }))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M) -> some View {
        confirmationDialog(titleKey.resolvedString, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog about `data`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A
    ) -> some View {
        attach(AlertAttachment<A, EmptyView>.make(
            title: String(title), showsTitle: titleVisibility != .hidden, vertical: true,
            isPresented: isPresented, presenting: data, actions: actions, message: nil))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: @escaping @MainActor (T) -> A) -> some View {
        confirmationDialog(titleKey.resolvedString, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// A confirmation dialog about `data`, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> some View {
        attach(AlertAttachment<A, M>.make(
            title: String(title), showsTitle: titleVisibility != .hidden, vertical: true,
            isPresented: isPresented, presenting: data, actions: actions, message: message))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M) -> some View {
        confirmationDialog(titleKey.resolvedString, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: message)
    }
}
