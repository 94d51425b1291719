/// Whether something a view can show (an axis, a legend, a toolbar) is shown, as in
/// SwiftUI: `.automatic` lets the view decide.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic
    case visible
    case hidden
}
