/// `ForEach($items) { $item in … }` and `List($items) { $item in … }`, as in SwiftUI: a
/// binding to each element of a bound collection.
///
/// Each element's binding finds its element by ID, not by position, so a binding kept by a
/// row after the collection changed reads and writes the element it was made for (or, once
/// that element is gone, keeps its last value and writes nothing) instead of reading past
/// the end.
extension ForEach where Content: View {
    /// Views for the elements of a bound collection, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
        self.init(_data: ElementBindings.of(data, id: \.id), identifiedBy: { $0.wrappedValue.id }, content: content)
    }

    /// Views for the elements of a bound collection, identified by the property at `id`,
    /// each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        self.init(_data: ElementBindings.of(data, id: id), identifiedBy: { $0.wrappedValue[keyPath: id] }, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of a bound collection, each given a binding to
    /// its element.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

/// Bindings to the elements of a bound collection, each following its element by ID.
enum ElementBindings {
    static func of<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
        _ collection: Binding<C>, id: KeyPath<C.Element, ID>
    ) -> [Binding<C.Element>] {
        let current = collection.wrappedValue
        var bindings: [Binding<C.Element>] = []
        bindings.reserveCapacity(current.count)
        for (index, element) in zip(current.indices, current) {
            let elementID = element[keyPath: id]
            /// Where the element is now: at its old index if it is still there, else found
            /// by its ID.
            func locate(in elements: C) -> C.Index? {
                if elements.indices.contains(index), elements[index][keyPath: id] == elementID { return index }
                return elements.firstIndex { $0[keyPath: id] == elementID }
            }
            let last = LastValue(element)
            bindings.append(Binding(
                get: {
                    let elements = collection.wrappedValue
                    guard let position = locate(in: elements) else { return last.value }
                    last.value = elements[position]
                    return last.value
                },
                set: { newValue in
                    guard let position = locate(in: collection.wrappedValue) else { return }
                    collection.wrappedValue[position] = newValue
                }))
        }
        return bindings
    }

    /// The value an element binding read last, shown once its element is gone.
    private final class LastValue<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}
