import Foundation

/// One item being copied, dragged, pasted or dropped, in the forms it is offered in, as
/// Foundation's `NSItemProvider` on Apple platforms (swift-corelibs-foundation has none).
///
/// ```swift
/// .onDrag { NSItemProvider(object: reading.summary as NSString) }
/// .onDrop(of: [.fileURL], isTargeted: $isTargeted) { providers in
///     for provider in providers {
///         _ = provider.loadObject(ofClass: URL.self) { url, _ in if let url { files.append(url) } }
///     }
///     return true
/// }
/// ```
///
/// Differences from Apple's: the data is in memory (GtkUI reads a paste or drop before it
/// hands out providers), so there are no lazy or file-backed registrations; completion
/// handlers run on the main actor, in a later turn of the main loop, and the returned
/// `Progress` is already complete. `loadItem` hands over `Data` (for URLs, the URL's bytes,
/// which `URL(dataRepresentation:relativeTo:)` reads).
public final class NSItemProvider: Sendable, CustomStringConvertible {
    let item: TransferItem

    init(item: TransferItem) {
        self.item = item
    }

    /// A provider without data.
    public convenience init() {
        self.init(item: TransferItem(representations: []))
    }

    /// A provider of `object` in each form it writes (`"text" as NSString`, `url as NSURL`,
    /// a `String` or a `URL`).
    public convenience init(object: any NSItemProviderWriting) {
        var representations: [TransferItem.Representation] = []
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            guard let contentType = UTType(identifier) else { continue }
            let delivered = DeliveredData()
            _ = object.loadData(withTypeIdentifier: identifier) { data, _ in
                delivered.data = data
                delivered.answered = true
            }
            if let data = delivered.data {
                representations.append(.init(contentType: contentType, data: data))
            } else if !delivered.answered {
                Diagnostics.report("GtkUI: NSItemProvider(object:) got no \(identifier) data from \(type(of: object)) before loadData returned; GtkUI needs it at once")
            }
        }
        self.init(item: TransferItem(representations: representations))
    }

    /// A provider of a file.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL else { return nil }
        self.init(item: TransferItem(representations: [.init(contentType: .fileURL, data: Data(fileURL.absoluteString.utf8))]))
    }

    /// A provider of `item` (an `NSString`, `NSURL` or `NSData`) as `typeIdentifier`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        let data: Data?
        switch item {
        case let string as NSString: data = Data(String(describing: string).utf8)
        case let url as NSURL: data = url.absoluteURL.map { Data($0.absoluteString.utf8) }
        case let bytes as NSData: data = Data(referencing: bytes)
        default: data = nil
        }
        guard let data, let identifier = typeIdentifier, let contentType = UTType(identifier) else {
            if item != nil {
                Diagnostics.report("GtkUI: NSItemProvider(item:typeIdentifier:) takes an NSString, NSURL or NSData of a known type; got \(String(describing: item)) as \(typeIdentifier ?? "no type")")
            }
            self.init()
            return
        }
        self.init(item: TransferItem(representations: [.init(contentType: contentType, data: data)]))
    }

    /// A provider of a ``Transferable`` value in each form it exports.
    convenience init<T: Transferable>(transferable value: T) {
        self.init(item: T.transferItem(value))
    }

    /// The identifiers of the forms offered, best first.
    public var registeredTypeIdentifiers: [String] {
        item.representations.map(\.contentType.identifier)
    }

    /// Whether a form conforms to the type `typeIdentifier` names.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        guard let type = UTType(typeIdentifier) else { return false }
        return item.representation(conformingTo: type) != nil
    }

    /// Whether an object of `aClass` can be made from a form offered.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes an object of `aClass` from the first form it reads (a `String`, a `URL`).
    @discardableResult
    public func loadObject<T: NSItemProviderReading>(
        ofClass aClass: T.Type,
        completionHandler: @escaping @MainActor @Sendable (T?, (any Error)?) -> Void
    ) -> Progress {
        let item = self.item
        return complete {
            var result: Result<T, any Error> = .failure(NSItemProviderError.unavailable(aClass.readableTypeIdentifiersForItemProvider))
            for identifier in aClass.readableTypeIdentifiersForItemProvider {
                guard let type = UTType(identifier), let representation = item.representation(conformingTo: type)
                else { continue }
                result = Result { try aClass.object(withItemProviderData: representation.data, typeIdentifier: identifier) }
                break
            }
            completionHandler(try? result.get(), result.failure)
        }
    }

    /// The bytes of the first form conforming to `typeIdentifier`.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @MainActor @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let data = UTType(typeIdentifier).flatMap { item.representation(conformingTo: $0)?.data }
        return complete {
            completionHandler(data, data == nil ? NSItemProviderError.unavailable([typeIdentifier]) : nil)
        }
    }

    /// The first form conforming to `typeIdentifier`, as `Data`.
    public func loadItem(
        forTypeIdentifier typeIdentifier: String,
        options: [AnyHashable: Any]? = nil,
        completionHandler: (@MainActor @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil
    ) {
        guard let completionHandler else { return }
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            completionHandler(data.map { NSData(data: $0) }, error)
        }
    }

    /// Runs `delivery` on the main actor in a later turn of the loop, as Apple's providers
    /// call back asynchronously; returns a finished progress.
    private func complete(_ delivery: @escaping @MainActor @Sendable () -> Void) -> Progress {
        Task { @MainActor in delivery() }
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    public var description: String {
        "NSItemProvider(\(registeredTypeIdentifiers.joined(separator: ", ")))"
    }
}

/// Why a provider could not load what was asked.
public enum NSItemProviderError: Error, CustomStringConvertible {
    /// None of the forms conforms to these type identifiers.
    case unavailable([String])

    public var description: String {
        switch self {
        case .unavailable(let types): "the item has no data of type \(types.joined(separator: " or "))"
        }
    }
}

/// Where a synchronous `loadData` completion leaves its data.
private final class DeliveredData: @unchecked Sendable {
    var data: Data?
    /// Whether the completion ran (with `nil`: the object has no data of that type).
    var answered = false
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
