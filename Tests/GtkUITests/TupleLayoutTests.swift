import XCTest
@testable import GtkUI

/// `TupleView` reads a `@ViewBuilder` block's children from its bytes at offsets it
/// computes from the children's types alone (the way Swift lays out tuples). These packs
/// of mixed sizes and alignments check that contract against the compiler's own layout
/// (`MemoryLayout.offset(of:)` of each tuple element) and read every value back.
final class TupleLayoutTests: GtkTestCase {
    struct Byte: View, Equatable { var value: UInt8; var body: some View { EmptyView() } }
    struct Short: View, Equatable { var value: Int16; var body: some View { EmptyView() } }
    struct Wide: View, Equatable { var flag: Bool; var value: Double; var body: some View { EmptyView() } }
    struct Nothing: View, Equatable { var body: some View { EmptyView() } }
    struct Words: View, Equatable { var text: String; var count: Int8; var body: some View { EmptyView() } }
    struct Triple: View, Equatable {
        var a: UInt8, b: UInt64, c: UInt8
        var body: some View { EmptyView() }
    }

    @MainActor @ViewBuilder static var mixed: some View {
        Byte(value: 7)
        Wide(flag: true, value: 2.5)
        Nothing()
        Short(value: -300)
        Words(text: "heart rate 💓", count: -2)
        Byte(value: 200)
        Triple(a: 1, b: .max, c: 3)
    }

    @MainActor @ViewBuilder static var smallOnly: some View {
        Byte(value: 1)
        Nothing()
        Short(value: 2)
        Byte(value: 3)
    }

    func testEveryElementIsReadAtTheCompilersOffset() throws {
        try gtk { try Self.checkMixedPack() }
    }

    func testAPackOfSmallAlignmentsFollowsTheReaderWithoutPadding() throws {
        try gtk { try Self.checkSmallPack() }
    }

    @MainActor
    private static func checkMixedPack() throws {
        let mixed = try XCTUnwrap(Self.mixed as? TupleView<(Byte, Wide, Nothing, Short, Words, Byte, Triple)>)
        let elements = mixed.elements
        XCTAssertEqual(elements.count, 7)
        XCTAssertEqual(elements[0] as? Byte, Byte(value: 7))
        XCTAssertEqual(elements[1] as? Wide, Wide(flag: true, value: 2.5))
        XCTAssertEqual(elements[2] as? Nothing, Nothing())
        XCTAssertEqual(elements[3] as? Short, Short(value: -300))
        XCTAssertEqual(elements[4] as? Words, Words(text: "heart rate 💓", count: -2))
        XCTAssertEqual(elements[5] as? Byte, Byte(value: 200))
        XCTAssertEqual(elements[6] as? Triple, Triple(a: 1, b: .max, c: 3))

        // The reader's arithmetic against the compiler's layout of the same tuple.
        typealias Mixed = (Byte, Wide, Nothing, Short, Words, Byte, Triple)
        let compiler = [
            MemoryLayout<Mixed>.offset(of: \Mixed.0), MemoryLayout<Mixed>.offset(of: \Mixed.1),
            MemoryLayout<Mixed>.offset(of: \Mixed.2), MemoryLayout<Mixed>.offset(of: \Mixed.3),
            MemoryLayout<Mixed>.offset(of: \Mixed.4), MemoryLayout<Mixed>.offset(of: \Mixed.5),
            MemoryLayout<Mixed>.offset(of: \Mixed.6),
        ].compactMap { $0 }
        XCTAssertEqual(compiler.count, 7)
        var offset = 0
        var computed: [Int] = []
        for (size, alignment) in [
            (MemoryLayout<Byte>.size, MemoryLayout<Byte>.alignment), (MemoryLayout<Wide>.size, MemoryLayout<Wide>.alignment),
            (MemoryLayout<Nothing>.size, MemoryLayout<Nothing>.alignment), (MemoryLayout<Short>.size, MemoryLayout<Short>.alignment),
            (MemoryLayout<Words>.size, MemoryLayout<Words>.alignment), (MemoryLayout<Byte>.size, MemoryLayout<Byte>.alignment),
            (MemoryLayout<Triple>.size, MemoryLayout<Triple>.alignment),
        ] {
            offset = (offset + alignment - 1) / alignment * alignment
            computed.append(offset)
            offset += size
        }
        // A zero-sized element has no storage (the compiler says offset 0; any address reads
        // it): compare the others.
        let sized = [0, 1, 3, 4, 5, 6]
        XCTAssertEqual(sized.map { computed[$0] }, sized.map { compiler[$0] }, "a tuple is laid out like a struct")
    }

    @MainActor
    private static func checkSmallPack() throws {
        let small = try XCTUnwrap(Self.smallOnly as? TupleView<(Byte, Nothing, Short, Byte)>)
        let elements = small.elements
        XCTAssertEqual(elements.compactMap { ($0 as? Byte)?.value }, [1, 3])
        XCTAssertEqual(elements[2] as? Short, Short(value: 2))
        // The reader (an existential metatype: metadata and witness table, 16 bytes) comes
        // first; the tuple at the next multiple of its own alignment, 2 here.
        XCTAssertEqual(MemoryLayout<any TupleElementReader.Type>.size, 16)
        XCTAssertEqual(MemoryLayout<TupleView<(Byte, Nothing, Short, Byte)>>.offset(of: \.value), 16)
    }
}
