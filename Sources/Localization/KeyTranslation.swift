extension TextDomain {
    /// The translation of a catalog key whose text holds `arguments`, read into pieces: in
    /// the plural form the first whole-number argument calls for, when there is one. `nil`
    /// when the catalog has no translation, or one that refers to arguments the key lacks.
    public func translatedPieces(of key: String, arguments: [LocalizedArgument]) -> [FormatTemplate.Piece]? {
        let translated: String?
        if let count = arguments.lazy.compactMap(\.count).first {
            translated = translation(of: key, count: count)
        } else {
            translated = translation(of: key)
        }
        guard let translated else { return nil }
        return FormatTemplate.pieces(of: translated, argumentCount: arguments.count)
    }
}
