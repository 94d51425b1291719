/// How a launch of an ``App`` relates to an instance already running in the session.
public enum AppInstance: Sendable, Equatable {
    /// One instance per session, owning the app's D-Bus name: a later launch hands its
    /// files over, brings the running instance's window to the front and ends. The open
    /// windows are saved at quit and reopened at the next launch.
    case shared
    /// An instance of its own beside any other (`G_APPLICATION_NON_UNIQUE`): for a launch
    /// over other data than the app's usual, which must not be handed to an instance
    /// showing different data. It neither restores nor saves the shared instance's windows.
    case separate
}
