import Foundation

extension String {
    /// A string literal to localize, as Foundation's `String.LocalizationValue`: its text
    /// and interpolated values, and the catalog key they make — the literal with each value's
    /// specifier in its place (`"%lld samples from %@"`).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The literal's text and values, in order.
        public let pieces: [LocalizedArgument.Piece]

        /// The catalog key.
        public var key: String { LocalizedArgument.key(pieces) }

        /// A value whose key and English text are `value`.
        public init(_ value: String) {
            pieces = [.literal(value)]
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            pieces = stringInterpolation.pieces
        }

        /// The values of a literal with interpolations.
        public struct StringInterpolation: StringInterpolationProtocol {
            var pieces: [LocalizedArgument.Piece] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                pieces.reserveCapacity(2 * interpolationCount + 1)
            }

            public mutating func appendLiteral(_ literal: String) {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
            }

            /// A string (`%@`).
            public mutating func appendInterpolation(_ string: String) {
                pieces.append(.argument(.string(string)))
            }

            /// A whole number (`%lld`); the first one chooses the plural form.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                pieces.append(.argument(.integer(value)))
            }

            /// A decimal number (`%lf`).
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
                pieces.append(.argument(.floatingPoint(value)))
            }

            /// A whole number written by a `printf` specifier.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
                pieces.append(.argument(.integer(value, specifier: specifier)))
            }

            /// A decimal number written by a `printf` specifier (`"%.1f"`).
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
                pieces.append(.argument(.floatingPoint(value, specifier: specifier)))
            }

            /// A value formatted by a format style (`%@`).
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
                pieces.append(.argument(.string(format.locale(.session).format(input))))
            }

            /// A localized string resource, in the user's language (`%@`).
            public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                pieces.append(.argument(.string(String(localized: resource))))
            }

            /// Any other value, as `String(describing:)` writes it (`%@`).
            public mutating func appendInterpolation<T>(_ value: T) {
                pieces.append(.argument(.string(String(describing: value))))
            }
        }

        /// The text in the domain's language, or as written when it has no translation.
        func resolved(in domain: TextDomain?) -> String {
            let arguments = pieces.compactMap { piece -> LocalizedArgument? in
                if case .argument(let argument) = piece { return argument }
                return nil
            }
            if let domain, let translated = domain.translatedPieces(of: key, arguments: arguments) {
                return translated.reduce(into: "") { text, piece in
                    switch piece {
                    case .literal(let literal): text += literal
                    case .argument(let index): text += arguments[index].text
                    }
                }
            }
            return pieces.reduce(into: "") { text, piece in
                switch piece {
                case .literal(let literal): text += literal
                case .argument(let argument): text += argument.text
                }
            }
        }
    }

    /// The string in the user's language, from the catalog of `table` (a gettext domain),
    /// of `bundle`'s domain, or of the default domain (``TextDomain/bind(_:directory:bundle:isDefault:)``);
    /// as written when the catalog has no translation. Whole numbers choose plural forms.
    /// `locale` and `comment` are accepted as Foundation accepts them; the comment is for
    /// translators, read from the source by `gtkui-xgettext`.
    public init(
        localized value: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = value.resolved(in: TextDomain.resolve(table: table, bundle: bundle))
    }

    /// A resource's string in the user's language.
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved()
    }
}
