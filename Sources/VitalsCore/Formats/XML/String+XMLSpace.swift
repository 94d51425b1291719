extension String {
    /// The text without leading and trailing white space and control characters.
    var trimmingXMLSpace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0.value > 0x20 && !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { $0.value > 0x20 && !$0.properties.isWhitespace }) else {
            return ""
        }
        return String(scalars[first...last])
    }
}
