import XCTest
@testable import GtkUI

/// The runtime fact the wrapper list relies on: a struct's metadata is its kind, then its
/// nominal type descriptor, the same for every specialization of a generic struct.
final class NominalTypeTests: XCTestCase {
    private final class Model: ObservableObject {}
    private struct Plain: Hashable { var value = 0 }
    private enum Choice { case one, two }

    func testSpecializationsOfOneGenericStructShareTheirType() throws {
        let ints = try XCTUnwrap(NominalType(State<Int>.self))
        XCTAssertEqual(ints, NominalType(State<[String]>.self))
        XCTAssertEqual(ints, NominalType(State<Plain?>.self))
        XCTAssertNotEqual(ints, NominalType(Environment<Int>.self))
        XCTAssertNotEqual(ints, NominalType(Plain.self))
        XCTAssertEqual(NominalType(ObservedObject<Model>.self), NominalType(ObservedObject<OtherModel>.self))
    }

    func testOnlyStructsAreRecognised() {
        XCTAssertNil(NominalType(Model.self), "a class")
        XCTAssertNil(NominalType(Choice.self), "an enum")
        XCTAssertNil(NominalType(Int?.self), "an optional")
        XCTAssertNil(NominalType((Int, String).self), "a tuple")
        XCTAssertNil(NominalType((() -> Void).self), "a function")
        XCTAssertNotNil(NominalType(Int.self), "a standard library struct")
    }

    @MainActor
    func testTheWrappersThatHoldStateAreRecognisedWhateverTheirArguments() {
        let wrappers: [Any.Type] = [
            State<Double>.self, State<[Plain]>.self, Environment<String>.self, EnvironmentObject<Model>.self,
            StateObject<OtherModel>.self, ObservedObject<Model>.self, FocusState<Plain?>.self,
        ]
        for type in wrappers {
            XCTAssertTrue(AttachablePropertyTypes.mayConform(type), "\(type)")
        }
        let others: [Any.Type] = [Int.self, String.self, [Int].self, Plain.self, Binding<Int>.self, Text.self, Model.self]
        for type in others {
            XCTAssertFalse(AttachablePropertyTypes.mayConform(type), "\(type)")
        }
    }
}

private final class OtherModel: ObservableObject {}
