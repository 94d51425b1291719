import GRDB
import Localization

/// How Gadgetbridge's column values are read.
enum GadgetbridgeValue {
    /// The heart rate in `value`, or nil for Gadgetbridge's "no reading" markers: NULL, 0, any
    /// negative value (−1) and 255. Throws for text or a blob, which no Gadgetbridge version
    /// writes there.
    static func heartRate(_ value: DatabaseValue) throws -> Double? {
        switch value.storage {
        case .null:
            return nil
        case let .int64(number):
            return number <= 0 || number == 255 ? nil : Double(number)
        case let .double(number):
            return number <= 0 || number == 255 ? nil : number
        case .string, .blob:
            throw NotANumber(value: value)
        }
    }

    /// An integer column's value (a whole REAL is accepted), or nil.
    static func integer(_ value: DatabaseValue) -> Int64? {
        switch value.storage {
        case let .int64(number):
            return number
        case let .double(number):
            return number.rounded(.towardZero) == number && abs(number) < 9e18 ? Int64(number) : nil
        default:
            return nil
        }
    }

    /// The value for a message: "the text “abc”", "NULL", "a blob of 4 bytes".
    static func describe(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case let .int64(number): "\(number)"
        case let .double(number): "\(number)"
        case let .string(text): String(localized: "the text “\(String(text.prefix(40)))”",
                                       comment: "A value in a database.")
        case let .blob(data): String(localized: "a blob of \(data.count) bytes", comment: "A value in a database.")
        }
    }

    /// A heart rate that is text or a blob.
    struct NotANumber: Error {
        var value: DatabaseValue
    }
}
