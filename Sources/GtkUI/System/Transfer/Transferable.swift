import Foundation

/// A type whose values can be copied, dragged, pasted and dropped, as in Apple's
/// CoreTransferable (which Linux does not have).
///
/// ```swift
/// struct Reading: Codable, Transferable {
///     var bpm: Int
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .reading)
///         ProxyRepresentation(exporting: { "\($0.bpm) BPM" })   // other apps get text
///     }
/// }
/// ```
///
/// `String`, `URL` and `Data` conform. The representations are tried in order: the first
/// that can import what arrives makes the value. Differences from Apple's: the exporting
/// and importing closures are synchronous (`throws`, not `async throws`), since GTK asks
/// for the data on the main thread when a drag or a copy starts; there is no
/// `FileRepresentation` (a file travels as its `URL`).
public protocol Transferable: SendableMetatype {
    /// The type of the representations.
    associatedtype Representation: TransferRepresentation

    /// How values of this type are exported and imported, best first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way to export and import a ``Transferable`` type, as in Apple's CoreTransferable:
/// ``DataRepresentation``, ``ProxyRepresentation``, ``CodableRepresentation``, or several
/// in a ``TransferRepresentationBuilder``. (Apple's protocol also lets apps compose their
/// own representation types with a `body`; GtkUI reads only these built-in ones.)
public protocol TransferRepresentation<Item>: Sendable {
    /// The type transferred.
    associatedtype Item: Transferable
}

/// Builds a list of representations, as Apple's `@TransferRepresentationBuilder` does.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentationList<Item>
    where R.Item == Item {
        _TransferRepresentationList(conversions: representation.conversions)
    }

    public static func buildBlock(_ parts: _TransferRepresentationList<Item>...) -> _TransferRepresentationList<Item> {
        _TransferRepresentationList(conversions: parts.flatMap(\.conversions))
    }
}

/// Representations in order, as a ``TransferRepresentationBuilder`` makes.
public struct _TransferRepresentationList<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let conversions: [TransferConversion<Item>]
}

/// One content type a value exports to or imports from.
struct TransferConversion<Item>: Sendable {
    let contentType: UTType
    let export: (@Sendable (Item) throws -> Data)?
    let `import`: (@Sendable (Data) throws -> Item)?
}

/// A representation GtkUI reads directly.
protocol PrimitiveTransferRepresentation<Item> {
    associatedtype Item
    var conversions: [TransferConversion<Item>] { get }
}

extension TransferRepresentation {
    /// The content types of this representation, in order.
    var conversions: [TransferConversion<Item>] {
        guard let primitive = self as? any PrimitiveTransferRepresentation else {
            Diagnostics.report("GtkUI: \(Self.self) is not a representation GtkUI knows; \(Item.self) has no form from it")
            return []
        }
        return Self.conversions(of: primitive)
    }

    private static func conversions<P: PrimitiveTransferRepresentation>(of primitive: P) -> [TransferConversion<Item>] {
        (primitive.conversions as? [TransferConversion<Item>]) ?? []
    }
}

extension Transferable {
    /// The forms of this type (its representations are of this type).
    static var ownConversions: [TransferConversion<Self>] {
        (transferRepresentation.conversions as? [TransferConversion<Self>]) ?? []
    }

    /// The value in every form it exports to; a form whose exporter throws is left out
    /// (said on stderr, unless the form does not apply to the value).
    static func transferItem(_ value: Self) -> TransferItem {
        var representations: [TransferItem.Representation] = []
        for conversion in ownConversions {
            guard let export = conversion.export else { continue }
            do {
                representations.append(.init(contentType: conversion.contentType, data: try export(value)))
            } catch is TransferFormNotApplicable {
                continue
            } catch {
                Diagnostics.report("GtkUI: \(Self.self) did not export as \(conversion.contentType): \(error)")
            }
        }
        return TransferItem(representations: representations)
    }

    /// The content types values can be imported from, best first.
    static var importedContentTypes: [UTType] {
        ownConversions.compactMap { $0.import == nil ? nil : $0.contentType }
    }

    /// A value made from the first of `item`'s forms that a representation imports, or
    /// `nil` (an importer that throws is said on stderr).
    static func value(from item: TransferItem) -> Self? {
        for conversion in ownConversions {
            guard let importer = conversion.import,
                  let representation = item.representation(conformingTo: conversion.contentType)
            else { continue }
            do {
                return try importer(representation.data)
            } catch {
                Diagnostics.report("GtkUI: \(Self.self) did not import \(representation.contentType): \(error)")
            }
        }
        return nil
    }
}
