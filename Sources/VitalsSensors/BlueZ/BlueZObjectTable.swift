import GtkKit

/// BlueZ's objects as its ObjectManager reports them: object path → interface → property
/// → value, kept current by `InterfacesAdded`, `InterfacesRemoved` and `PropertiesChanged`.
struct BlueZObjectTable: Sendable {
    typealias Properties = [String: DBusValue]
    private(set) var objects: [String: [String: Properties]] = [:]

    /// Replaces everything with a `GetManagedObjects` reply (`a{oa{sa{sv}}}`).
    mutating func load(managedObjects reply: DBusValue) {
        objects = [:]
        for (path, interfaces) in reply.stringKeyed ?? [:] {
            objects[path] = Self.interfaces(interfaces)
        }
    }

    /// Applies an ObjectManager or Properties signal; whether it changed anything.
    @discardableResult
    mutating func apply(_ signal: DBusSignal) -> Bool {
        switch (signal.interface, signal.member) {
        case (BlueZNames.objectManager, "InterfacesAdded"):
            guard signal.arguments.count == 2, let path = signal.arguments[0].string else { return false }
            objects[path, default: [:]].merge(Self.interfaces(signal.arguments[1])) { $1 }
            return true
        case (BlueZNames.objectManager, "InterfacesRemoved"):
            guard signal.arguments.count == 2, let path = signal.arguments[0].string,
                let removed = signal.arguments[1].strings
            else { return false }
            for interface in removed { objects[path]?[interface] = nil }
            if objects[path]?.isEmpty == true { objects[path] = nil }
            return true
        case (BlueZNames.properties, "PropertiesChanged"):
            guard signal.arguments.count >= 2, let interface = signal.arguments[0].string,
                objects[signal.path]?[interface] != nil, let changed = signal.arguments[1].stringKeyed
            else { return false }
            for (name, value) in changed { objects[signal.path]?[interface]?[name] = value.unwrapped }
            if signal.arguments.count >= 3 {
                for name in signal.arguments[2].strings ?? [] { objects[signal.path]?[interface]?[name] = nil }
            }
            return true
        default:
            return false
        }
    }

    /// Removes everything (BlueZ went away).
    mutating func clear() {
        objects = [:]
    }

    /// The properties of `interface` on `path`.
    func properties(_ path: String, _ interface: String) -> Properties? {
        objects[path]?[interface]
    }

    /// The paths that implement `interface`, sorted.
    func paths(with interface: String) -> [String] {
        objects.compactMap { $0.value[interface] == nil ? nil : $0.key }.sorted()
    }

    private static func interfaces(_ value: DBusValue) -> [String: Properties] {
        var result: [String: Properties] = [:]
        for (interface, properties) in value.stringKeyed ?? [:] {
            result[interface] = (properties.stringKeyed ?? [:]).mapValues(\.unwrapped)
        }
        return result
    }
}
