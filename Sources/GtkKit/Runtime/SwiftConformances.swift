import CGtkShim

/// The Swift types in the running program that conform to a protocol, found in the
/// conformance records the compiler writes into every image.
///
/// Swift has no API to list a protocol's conformances; this is how GtkUI finds the previews a
/// program contains, as swift-testing finds tests. Generic types are not listed: they have no
/// single type to return.
public enum SwiftConformances {
    /// Every non-generic type that declares a conformance to `protocolName` of `module`, in
    /// the order the records are found, each once.
    ///
    /// Cast the result to the protocol's metatype (`as? any P.Type`) to use it.
    public static func types(conformingTo protocolName: String, inModule module: String) -> [Any.Type] {
        final class Found {
            var types: [Any.Type] = []
            var seen: Set<ObjectIdentifier> = []
        }
        let found = Found()
        withExtendedLifetime(found) {
            gtkui_enumerate_conforming_types(module, protocolName, { metadata, context in
                guard let metadata, let context else { return }
                let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
                let type = unsafeBitCast(metadata, to: Any.Type.self)
                if found.seen.insert(ObjectIdentifier(type)).inserted { found.types.append(type) }
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.types
    }
}
