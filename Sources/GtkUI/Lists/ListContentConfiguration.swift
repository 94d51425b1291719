/// Content a ``ListCell`` shows: ``HostingConfiguration`` is the one GtkUI provides.
@MainActor
public protocol ListContentConfiguration {
    /// The view the cell hosts for this configuration.
    var rowView: any View { get }
}
