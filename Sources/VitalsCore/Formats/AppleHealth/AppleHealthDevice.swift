/// The `device` attribute of Apple Health records, a description HealthKit writes as
/// `<<HKDevice: 0x282a45810>, name:Apple Watch, manufacturer:Apple Inc., model:Watch,
/// hardware:Watch6,2, software:9.1>`.
///
/// The identifier kept for a source is the device's name with its hardware (or model), such
/// as "Apple Watch · Watch6,2": stable across software updates and across the object address
/// (`0x…`), which changes from record to record, yet telling two watches of different models
/// apart. A Bluetooth sensor's `localIdentifier` is kept too, as it names the one sensor.
enum AppleHealthDevice {
    /// The keys whose values are read; a value runs to the next `, key:` or the closing `>`.
    private static let keys = ["name", "manufacturer", "model", "hardware", "software", "firmware",
                               "localIdentifier", "UDIDeviceIdentifier", "creation date"]

    /// The fields of `description` by key (`name` → `Apple Watch`); values can hold commas
    /// (`hardware:Watch6,2`).
    static func fields(of description: String) -> [String: String] {
        var text = Substring(description)
        if text.hasPrefix("<<"), let close = text.firstIndex(of: ">") {
            text = text[text.index(after: close)...]
        }
        if text.hasSuffix(">") { text = text.dropLast() }
        var starts: [(key: String, keyStart: String.Index, valueStart: String.Index)] = []
        for key in keys {
            var searchStart = text.startIndex
            while let range = text[searchStart...].range(of: key + ":") {
                let before = text[..<range.lowerBound].last { $0 != " " }
                if before == nil || before == "," {
                    let keyStart = text[..<range.lowerBound].lastIndex(of: ",") ?? range.lowerBound
                    starts.append((key, keyStart, range.upperBound))
                    break
                }
                searchStart = range.upperBound
            }
        }
        starts.sort { $0.valueStart < $1.valueStart }
        var fields: [String: String] = [:]
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].keyStart : text.endIndex
            guard start.valueStart <= end else { continue }
            let value = text[start.valueStart..<end].cleanedSourceText
            if !value.isEmpty { fields[start.key] = value }
        }
        return fields
    }

    /// The identifier for the device `description` names ("Apple Watch · Watch6,2"), or nil
    /// when it names none.
    static func identifier(of description: String) -> String? {
        let fields = fields(of: description)
        var parts: [String] = []
        if let name = fields["name"] { parts.append(name) }
        if let hardware = fields["hardware"] {
            parts.append(hardware)
        } else if let model = fields["model"], model != fields["name"] {
            parts.append(model)
        }
        if let local = fields["localIdentifier"] { parts.append(local) }
        if parts.isEmpty {
            let plain = description.cleanedSourceText
            return plain.isEmpty || plain.hasPrefix("<<HKDevice") ? nil : plain
        }
        return parts.joined(separator: " · ")
    }
}

extension StringProtocol {
    /// The text as a source name: control characters (exports hold stray ones such as
    /// U+000B) dropped, and runs of white space, no-break spaces included (Apple writes
    /// "Apple\u{A0}Watch"), made one space, none at the ends.
    var cleanedSourceText: String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !scalars.isEmpty
            } else if scalar.value >= 0x20, scalar.value != 0x7F, !(0x80...0x9F).contains(scalar.value) {
                if pendingSpace { scalars.append(" ") }
                pendingSpace = false
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
