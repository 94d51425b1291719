/// Which types can conform to ``AttachableProperty`` (and ``ObservedObjectInput`` and
/// ``ObservableObjectSubscribing``): the property wrappers GtkUI declares, recognised by
/// their generic type (``NominalType``) before the runtime is asked.
///
/// The runtime answers a cast to a protocol that fails by scanning every protocol
/// conformance record of the program (about 200,000 instructions, once for each type and
/// protocol), and a view's fields are mostly its content, strings, dates and arrays: their
/// types are each cast once when the first view of a type is made. A type that is not a
/// specialization of a listed wrapper is not cast at all. The list names the types
/// themselves, so a renamed wrapper does not compile; debug builds cast anyway and check
/// that the list agrees, so a new conformer missing here stops the tests.
enum AttachablePropertyTypes {
    /// The generic types that conform (each with arguments of no importance).
    private static let wrappers: Set<NominalType> = Set(([
        State<Int>.self, Environment<Int>.self, EnvironmentObject<Placeholder>.self,
        StateObject<Placeholder>.self, ObservedObject<Placeholder>.self, FocusState<Bool>.self,
        SceneStorage<Int>.self, GestureState<Int>.self, Namespace.self,
    ] as [Any.Type]).compactMap { NominalType($0) })

    /// An object to specialize the object wrappers with.
    private final class Placeholder: ObservableObject {}

    /// Whether `type` may conform: whether it is one of the listed generic types.
    static func mayConform(_ type: Any.Type) -> Bool {
        let listed = NominalType(type).map(wrappers.contains) ?? false
        assert(listed || !(type is any AttachableProperty.Type), "GtkUI: \(type) conforms to AttachableProperty but is not listed")
        assert(listed || !(type is any ObservableObjectSubscribing.Type), "GtkUI: \(type) is an object subscription but is not listed")
        return listed
    }

    /// The stored properties of `type` (a view, modifier or commands type) whose type is a
    /// listed property wrapper that `conformance` finds conforming, found from the type's
    /// fields (``StoredFields``) so that no other field type is cast.
    @MainActor
    static func fields<Conformance>(
        of type: Any.Type, _ conformance: (Any.Type) -> Conformance?
    ) -> [(offset: Int, type: Conformance)] {
        // Plain data holds no property wrapper (each keeps a reference).
        guard !isPlainData(type) else { return [] }
        var found: [(offset: Int, type: Conformance)] = []
        for field in StoredFields.of(type) where !isPlainData(field.type) && mayConform(field.type) {
            if let conforming = conformance(field.type) { found.append((field.offset, conforming)) }
        }
        return found
    }
}
