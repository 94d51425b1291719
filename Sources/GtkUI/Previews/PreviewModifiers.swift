extension View {
    /// Renders this preview at `layout`'s size. Only read on a preview's outermost view.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        PreviewTraitView(content: self, change: .layout(layout))
    }

    /// Names this preview in `gtkui-preview`'s output and its files.
    public func previewDisplayName(_ name: String?) -> some View {
        PreviewTraitView(content: self, change: .displayName(name))
    }

    /// Names the device this preview is for; the size comes from the layout.
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        PreviewTraitView(content: self, change: .device(device))
    }

    /// Renders this preview with the device turned: landscape swaps the width and height.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        PreviewTraitView(content: self, change: .orientation(orientation))
    }
}

/// A view carrying one preview setting; it shows its content unchanged.
struct PreviewTraitView<Content: View>: View, PreviewTraitCarrier {
    let content: Content
    let change: PreviewTraits.Change

    var body: Content { content }

    /// The content, unwrapped from the `AnyView` a group's modifier wraps each preview in.
    var previewContent: any View { (content as? AnyView)?.storage ?? content }
}

/// A view that says something about how to preview it.
@MainActor
protocol PreviewTraitCarrier {
    var change: PreviewTraits.Change { get }
    var previewContent: any View { get }
}
