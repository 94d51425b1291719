/// Registers a destination for values of one type with the ``NavigationStack`` around.
struct NavigationDestinationAttachment<D: Hashable, Destination: View>: _ViewAttachment {
    let destination: @MainActor (D) -> Destination

    /// Where the destination is registered.
    @MainActor
    final class _Coordinator {
        weak var navigator: NavigationController?
    }

    func _makeCoordinator() -> _Coordinator { _Coordinator() }

    func _update(_ coordinator: _Coordinator, context: _AttachmentContext) {
        let navigator = context.environment.navigator
        if navigator !== coordinator.navigator {
            coordinator.navigator?.unregister(token: coordinator)
            coordinator.navigator = navigator
        }
        guard let navigator else {
            Diagnostics.report("GtkUI: navigationDestination(for: \(D.self).self) outside a NavigationStack; ignored")
            return
        }
        let destination = self.destination
        navigator.register(D.self, token: coordinator) { value in
            (value.base as? D).map { AnyView(destination($0)) }
        }
    }

    static func _dismantle(_ coordinator: _Coordinator) {
        coordinator.navigator?.unregister(token: coordinator)
    }
}

/// Pushes a view on the ``NavigationStack`` around while a binding is true.
struct NavigationPresentationAttachment<Destination: View>: _ViewAttachment {
    let isPresented: Binding<Bool>
    let destination: Destination

    /// The page pushed, while it is shown.
    @MainActor
    final class _Coordinator {
        weak var navigator: NavigationController?
        weak var page: NavigationPage?
        var isPresented: Binding<Bool>?
    }

    func _makeCoordinator() -> _Coordinator { _Coordinator() }

    func _update(_ coordinator: _Coordinator, context: _AttachmentContext) {
        coordinator.isPresented = isPresented
        let wanted = isPresented.wrappedValue
        if let page = coordinator.page, coordinator.navigator?.pages.contains(where: { $0 === page }) == true {
            if wanted {
                page.setView(AnyView(destination))
            } else {
                coordinator.navigator?.pop(page)
                coordinator.page = nil
            }
            return
        }
        coordinator.page = nil
        guard wanted, let navigator = context.environment.navigator else { return }
        coordinator.navigator = navigator
        let page = navigator.push(view: AnyView(destination))
        coordinator.page = page
        // Popped by the back button: the binding goes back to false.
        page.didLeave = { [weak coordinator] in
            guard let binding = coordinator?.isPresented, binding.wrappedValue else { return }
            binding.wrappedValue = false
        }
    }

    static func _dismantle(_ coordinator: _Coordinator) {
        if let page = coordinator.page { coordinator.navigator?.pop(page) }
    }
}

extension View {
    /// Shows values of type `data` pushed on the ``NavigationStack`` around (by
    /// `NavigationLink(_:value:)` or the stack's path) with `destination`.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
    ) -> some View {
        attach(NavigationDestinationAttachment(destination: destination))
    }

    /// Pushes `destination` on the ``NavigationStack`` around while `isPresented` is true;
    /// going back sets it to false.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        attach(NavigationPresentationAttachment(isPresented: isPresented, destination: destination()))
    }
}
