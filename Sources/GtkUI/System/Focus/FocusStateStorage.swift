import Observation

/// The value of one `@FocusState` of one view identity, the views bound to it, and the
/// GTK focus moves it asks for.
///
/// A programmatic value is a request: the bound view with that value takes the focus now
/// if it is on screen, otherwise when it is mapped (or bound later). Focus changes GTK
/// reports are read back after GTK has finished moving the focus (in the next update
/// pass), from the windows' focus widgets, so the order of enter and leave events and a
/// window losing its active state do not matter.
///
/// The value is observable: every view whose body reads it — the owner, or a child given
/// the `$field` binding — updates when it changes.
@MainActor
final class FocusStateStorage<Value: Hashable>: UpdateClient, Observable {
    private var storedValue: Value
    private let registrar = ObservationRegistrar()
    /// `false` or `nil`: no bound view has the focus.
    let blank: Value

    /// The value; reading it in a body makes the view follow it.
    var value: Value {
        registrar.access(self, keyPath: \.value)
        return storedValue
    }
    /// The bound widgets, in the order they were bound.
    private var targets: [FocusTarget<Value>] = []
    /// A value set in code whose view has not taken the focus yet.
    private var requested: Value?
    /// Set while this storage moves the focus itself.
    private var isMovingFocus = false

    init(blank: Value) {
        self.blank = blank
        storedValue = blank
    }

    /// Code set the value: move the focus there (or away from the bound views).
    func request(_ newValue: Value) {
        guard newValue != storedValue || requested != nil else { return }
        change(to: newValue)
        if newValue == blank {
            requested = nil
            if let focused = targets.first(where: { $0.widget.containsFocus }) {
                isMovingFocus = true
                focused.widget.clearWindowFocus()
                isMovingFocus = false
            }
        } else {
            requested = newValue
            fulfilRequest()
        }
    }

    /// Gives the focus to a mapped view bound to the requested value, if there is one.
    func fulfilRequest() {
        guard let wanted = requested else { return }
        for target in targets where target.value == wanted && target.widget.isMapped {
            isMovingFocus = true
            let focused = target.widget.grabFocus()
            isMovingFocus = false
            if focused {
                requested = nil
                return
            }
        }
    }

    // MARK: Bound views

    func add(_ target: FocusTarget<Value>) {
        targets.append(target)
        fulfilRequest()
    }

    /// A bound view changed the value it stands for.
    func targetValueChanged() {
        fulfilRequest()
        focusDidChange()
    }

    /// A bound view left; when it was the last one with the current value, the value
    /// resets.
    func remove(_ target: FocusTarget<Value>) {
        targets.removeAll { $0 === target }
        let current = storedValue
        guard current != blank, target.value == current, !targets.contains(where: { $0.value == current })
        else { return }
        requested = nil
        change(to: blank)
    }

    /// GTK moved the focus into or out of a bound view.
    func focusDidChange() {
        if !isMovingFocus { requested = nil }
        UpdateScheduler.shared.schedule(self)
    }

    /// Reads the value back from where GTK's focus is now.
    func performUpdates() {
        guard requested == nil else { return }
        let focused = targets.first { $0.widget.containsFocus }?.value ?? blank
        if focused != storedValue { change(to: focused) }
    }

    private func change(to newValue: Value) {
        registrar.withMutation(of: self, keyPath: \.value) { storedValue = newValue }
    }
}

/// One widget bound to a focus state's value, with the controllers that report focus
/// changes and mapping.
@MainActor
final class FocusTarget<Value: Hashable> {
    let widget: GTK.Widget
    private(set) var value: Value
    private let controller = GTK.EventControllerFocus()
    private var mapped: SignalConnection?
    private(set) weak var storage: FocusStateStorage<Value>?

    init(widget: GTK.Widget, value: Value, storage: FocusStateStorage<Value>) {
        self.widget = widget
        self.value = value
        self.storage = storage
        controller.connect(.enter) { [weak self] _ in self?.storage?.focusDidChange() }
        controller.connect(.leave) { [weak self] _ in self?.storage?.focusDidChange() }
        controller.add(to: widget)
        mapped = widget.connect(.map) { [weak self] _ in self?.storage?.fulfilRequest() }
        storage.add(self)
    }

    /// The view now stands for `value`.
    func update(value: Value) {
        guard value != self.value else { return }
        self.value = value
        storage?.targetValueChanged()
    }

    /// Unbinds the widget.
    func remove() {
        controller.remove(from: widget)
        controller.disconnectAllHandlers()
        mapped.map(widget.disconnect)
        mapped = nil
        storage?.remove(self)
    }
}
