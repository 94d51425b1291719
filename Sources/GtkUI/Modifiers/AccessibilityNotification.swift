/// Notifications for assistive technologies, as in SwiftUI.
public enum AccessibilityNotification {
    /// A message for screen readers to read now, though nothing on screen took the focus:
    ///
    /// ```swift
    /// AccessibilityNotification.Announcement("Heart rate 72 BPM").post()
    /// ```
    ///
    /// Posted from the active window with `gtk_accessible_announce`, which GTK has from
    /// 4.14 on. On an older GTK (Debian 12 has 4.8) ``post()`` does nothing and returns
    /// `false`: there, what changes under the focus is read when its accessible name
    /// changes, so name the focused row or control with the new value
    /// (``View/accessibilityLabel(_:)``).
    public struct Announcement: Sendable, Equatable {
        /// What is read.
        public let text: String

        /// An announcement reading `text`.
        public init(_ text: String) {
            self.text = text
        }

        /// Reads the announcement, from the active window; returns whether GTK could.
        @MainActor @discardableResult
        public func post() -> Bool {
            guard let window = GTK.Window.active else { return false }
            return window.announce(text, priority: .medium)
        }
    }
}
