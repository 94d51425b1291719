/// Content a ``ListCell`` shows: ``HostingConfiguration`` is the one GtkUI provides.
@MainActor
public protocol ListContentConfiguration {
    /// Shows this configuration in `cell`.
    func apply(to cell: ListCell)
}
