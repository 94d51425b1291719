import XCTest
@testable import GtkUI

/// The list of property wrappers that a view's fields are checked against before the
/// runtime is asked whether they conform to `AttachableProperty` (or, for the app's
/// commands, `ObservableObjectSubscribing`).
final class AttachablePropertyTypesTests: XCTestCase {
    private final class Model: ObservableObject {}

    func testEveryPropertyWrapperIsListedAndConforms() {
        let wrappers: [Any.Type] = [
            State<Int>.self, Environment<String>.self, EnvironmentObject<Model>.self,
            StateObject<Model>.self, ObservedObject<Model>.self, FocusState<Bool>.self,
        ]
        for type in wrappers {
            XCTAssertTrue(AttachablePropertyTypes.mayConform(type), "\(type)")
            XCTAssertTrue(type is any AttachableProperty.Type, "\(type)")
        }
        // The wrappers whose objects the app's commands follow are among them.
        for type: Any.Type in [StateObject<Model>.self, ObservedObject<Model>.self] {
            XCTAssertTrue(type is any ObservableObjectSubscribing.Type, "\(type)")
        }
    }

    func testOtherFieldTypesAreNotCast() {
        let others: [Any.Type] = [
            String.self, [Int].self, Date?.self, State<Int>?.self, [State<Int>].self,
            Binding<Int>.self, Text.self, TupleView<(Text, Text)>.self,
        ]
        for type in others {
            XCTAssertFalse(AttachablePropertyTypes.mayConform(type), "\(type)")
            XCTAssertFalse(type is any AttachableProperty.Type, "\(type)")
            XCTAssertFalse(type is any ObservableObjectSubscribing.Type, "\(type)")
        }
    }
}
