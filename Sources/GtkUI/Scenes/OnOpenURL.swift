import Foundation

/// Registers an action with the view's window for URLs the app is asked to open.
struct _OnOpenURLModifier: ViewModifier {
    let action: @MainActor (URL) -> Void
    @Environment(\.sceneWindow) private var window
    @State private var latest = LatestAction<URL>()

    func body(content: Content) -> some View {
        latest.action = action
        let latest = self.latest
        let window = self.window
        return content
            .onAppear { window?.addOpenURLHandler(latest) }
            .onDisappear { window?.removeOpenURLHandler(latest) }
    }
}

extension View {
    /// Runs `action` with each file or URL the app is asked to open while this view is
    /// shown, as in SwiftUI: paths given on the command line — in this launch or a later one
    /// that hands them to the running app — arrive as `file://` URLs.
    ///
    /// URLs go to the most recently focused window that has such a view (a window of the
    /// main group is opened when none is); URLs that arrive before the view appears wait
    /// for it.
    public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View {
        modifier(_OnOpenURLModifier(action: action))
    }
}
